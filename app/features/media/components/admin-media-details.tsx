import { useEffect, useRef } from 'react'
import { Form, Link } from 'react-router'
import { Copy, ExternalLink, Trash2, X } from 'lucide-react'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { LocalTime } from '#app/components/admin/local-time'
import { showToast } from '#app/components/toaster'
import { buttonClass } from '#app/components/ui/button'
import { FormMessage, InputField, TextareaField } from '#app/components/ui/field'
import type { VideoDetails } from '#app/db/schema'
import type { VideoJobView } from '../video.schema'
import { VideoPanel } from './admin-media-video'
import { FocalPointField } from './focal-point-field'

export type MediaDetails = {
  id: string
  url: string
  thumb: string
  altText: string
  credit: string
  licence: string
  focalX: number
  focalY: number
  originalName: string
  mimeType: string
  size: number
  width: number
  height: number
  createdAt: Date
  durationSeconds: number | null
  video: VideoDetails | null
  job: VideoJobView | null
  usages: { kind: string; title: string; href: string | null }[]
}

function kb(bytes: number) {
  return bytes > 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.round(bytes / 1024)} KB`
}

/** The selected image: preview, alt text, where it is used, copy URL, delete. */
export function AdminMediaDetails({
  item,
  errors,
  closeHref,
}: {
  item: MediaDetails
  errors: Record<string, string> | null
  closeHref: string
}) {
  const ref = useRef<HTMLElement>(null)
  // on narrow screens the panel sits above the grid: bring it into view when an image is picked
  useEffect(() => {
    if (window.matchMedia('(max-width: 1023px)').matches)
      ref.current?.scrollIntoView({ block: 'start' })
  }, [item.id])
  return (
    <section
      ref={ref}
      aria-labelledby="media-details-title"
      className="scroll-mt-16 rounded-2xl border border-sand-200 bg-white shadow-xs lg:sticky lg:top-20"
    >
      <div className="flex items-center justify-between gap-2 border-b border-sand-200 px-4 py-3">
        <h2 id="media-details-title" className="truncate font-semibold">
          {item.originalName}
        </h2>
        <Link
          to={closeHref}
          preventScrollReset
          className="rounded-full p-1.5 hover:bg-sand-100"
          aria-label="Close details"
        >
          <X aria-hidden className="size-4" />
        </Link>
      </div>
      <div className="space-y-4 p-4">
        {item.mimeType.startsWith('video/') ? (
          <VideoPanel
            id={item.id}
            url={item.url}
            posterUrl={item.thumb}
            video={item.video}
            job={item.job}
            duration={item.durationSeconds}
            errors={errors}
          />
        ) : item.thumb ? null : (
          // a preview for the editor; the transcript lives with the article's audio block
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <audio controls preload="metadata" src={item.url} className="w-full" />
        )}
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-sand-800">Size</dt>
          <dd className="text-right">
            {item.thumb ? `${item.width} x ${item.height} · ` : ''}
            {kb(item.size)}
          </dd>
          <dt className="text-sand-800">Type</dt>
          <dd className="text-right">{item.mimeType}</dd>
          <dt className="text-sand-800">Uploaded</dt>
          <dd className="text-right">
            <LocalTime value={item.createdAt} />
          </dd>
        </dl>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass('outline', 'sm', 'flex-1')}
            onClick={() => {
              void navigator.clipboard
                ?.writeText(item.url)
                .then(() => showToast({ type: 'success', title: 'Image URL copied' }))
            }}
          >
            <Copy aria-hidden className="size-4" /> Copy URL
          </button>
          <a
            href={item.url}
            target="_blank"
            rel="noreferrer"
            className={buttonClass('ghost', 'sm')}
          >
            <ExternalLink aria-hidden className="size-4" /> Open
          </a>
        </div>
        <Form method="post" className="space-y-3" key={item.id}>
          <input type="hidden" name="intent" value="alt" />
          <input type="hidden" name="id" value={item.id} />
          {item.thumb ? (
            <FocalPointField
              src={item.thumb}
              alt={item.altText}
              width={item.width}
              height={item.height}
              initial={{ x: item.focalX, y: item.focalY }}
              errors={errors}
            />
          ) : null}
          <TextareaField
            label="Alt text"
            name="altText"
            defaultValue={item.altText}
            maxLength={300}
            rows={3}
            className="[&_textarea]:min-h-20"
            error={errors?.altText}
            hint="Used when the image is picked for an article."
          />
          <InputField
            label="Photo credit"
            name="credit"
            defaultValue={item.credit}
            maxLength={200}
            error={errors?.credit}
            hint="Shown under the image in articles, e.g. Jo Lee / Team Pics."
          />
          <InputField
            label="Licence"
            name="licence"
            defaultValue={item.licence}
            maxLength={100}
            error={errors?.licence}
            hint="e.g. CC BY 4.0, or All rights reserved."
          />
          <button type="submit" className={buttonClass('primary', 'sm')}>
            Save details
          </button>
        </Form>
        <div>
          <h3 className="text-sm font-semibold">Where it is used</h3>
          {item.usages.length ? (
            <ul className="mt-2 space-y-1.5 text-sm">
              {item.usages.map((u, i) => (
                <li key={i} className="flex items-baseline gap-2">
                  <span className="shrink-0 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-sand-900">
                    {u.kind}
                  </span>
                  {u.href ? (
                    <Link to={u.href} className="truncate underline-offset-2 hover:underline">
                      {u.title}
                    </Link>
                  ) : (
                    <span className="truncate">{u.title}</span>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-sand-800">Not used anywhere yet.</p>
          )}
        </div>
        {errors?.form ? <FormMessage>{errors.form}</FormMessage> : null}
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className={buttonClass('ghost', 'sm', 'w-full text-red-700 hover:bg-red-50')}
            >
              <Trash2 aria-hidden className="size-4" /> Delete image
            </button>
          }
          title="Delete this image?"
          description={
            item.usages.length
              ? 'This image is still in use, so it cannot be deleted. Replace it where it is used first.'
              : 'The file and all its sizes are removed. This cannot be undone.'
          }
          confirmLabel="Delete image"
          fields={{ intent: 'delete', id: item.id }}
        />
      </div>
    </section>
  )
}

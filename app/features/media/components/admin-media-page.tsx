import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router'
import { AudioLines, Film, ImageIcon, Search, Upload } from 'lucide-react'
import { AdminPage, EmptyPanel } from '#app/components/admin/admin-page'
import { Pagination } from '#app/components/admin/data-table'
import { buttonClass } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { FormMessage, inputClass } from '#app/components/ui/field'
import type { VideoJobView } from '../video.schema'
import { AdminMediaDetails, type MediaDetails } from './admin-media-details'
import { VideoStatus, useTranscodeRefresh } from './admin-media-video'

type Item = {
  id: string
  url: string
  thumb: string
  altText: string
  originalName: string
  width: number
  height: number
  size: number
  uses: number
  mimeType: string
  durationSeconds: number | null
  job: VideoJobView | null
}
type Props = {
  query: { q: string; page: number; item: string }
  items: Item[]
  total: number
  pageCount: number
  selected: MediaDetails | null
  maxBytes: number
  accepted: string[]
  errors: Record<string, string> | null
}

function UploadForm({
  maxBytes,
  accepted,
  errors,
}: Pick<Props, 'maxBytes' | 'accepted' | 'errors'>) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formEncType === 'multipart/form-data'
  return (
    <Form
      method="post"
      action="/admin/media"
      encType="multipart/form-data"
      className="rounded-2xl border border-dashed border-sand-400 bg-white p-4 md:p-5"
    >
      <input type="hidden" name="intent" value="upload" />
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex-1">
          <label htmlFor="media-file" className="block text-sm font-semibold">
            Upload an image or audio file
          </label>
          <input
            id="media-file"
            name="file"
            type="file"
            required
            accept={accepted.join(',')}
            aria-describedby="media-file-hint"
            className="mt-1.5 block w-full text-sm text-sand-900 file:mr-3 file:rounded-full file:border-0 file:bg-sand-200 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-sand-300"
          />
          <p id="media-file-hint" className="mt-1 text-xs text-sand-800">
            JPEG, PNG, WebP, AVIF or GIF, up to {Math.round(maxBytes / 1024 / 1024)} MB. Resized to
            AVIF and WebP automatically. Podcast audio: MP3, M4A or OGG. Videos:{' '}
            <Link to="/admin/media/upload-video" className="font-semibold underline">
              upload a video
            </Link>
            .
          </p>
        </div>
        <div className="flex-1">
          <label htmlFor="media-alt" className="block text-sm font-semibold">
            Alt text
          </label>
          <input
            id="media-alt"
            name="altText"
            maxLength={300}
            placeholder="Describe what the image shows"
            className={cn(inputClass, 'mt-1.5 py-2')}
          />
        </div>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
          <Upload aria-hidden className="size-4" /> {busy ? 'Uploading...' : 'Upload'}
        </button>
      </div>
      {errors?.file || errors?.altText ? (
        <div className="mt-3">
          <FormMessage>{errors.file ?? errors.altText}</FormMessage>
        </div>
      ) : null}
    </Form>
  )
}

function Grid({
  items,
  selectedId,
  search,
  narrow,
}: {
  items: Item[]
  selectedId: string
  search: string
  narrow: boolean
}) {
  const href = (id: string) => {
    const p = new URLSearchParams(search)
    p.set('item', id)
    return `?${p.toString()}`
  }
  return (
    <ul
      className={cn(
        'grid grid-cols-2 gap-3',
        narrow ? 'sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3' : 'sm:grid-cols-3 xl:grid-cols-4',
      )}
    >
      {items.map((m) => (
        <li key={m.id}>
          <Link
            to={href(m.id)}
            preventScrollReset
            aria-current={m.id === selectedId ? 'true' : undefined}
            className={cn(
              'group block overflow-hidden rounded-2xl border bg-white shadow-xs transition hover:border-sand-500',
              m.id === selectedId ? 'border-ink ring-2 ring-ink' : 'border-sand-200',
            )}
          >
            <div className="flex aspect-[4/3] items-center justify-center overflow-hidden bg-sand-100">
              {m.thumb ? (
                <img
                  src={m.thumb}
                  alt={m.altText || ''}
                  width={320}
                  height={240}
                  loading="lazy"
                  className="size-full object-cover transition group-hover:scale-[1.02]"
                />
              ) : m.mimeType.startsWith('video/') ? (
                <Film aria-hidden className="size-10 text-sand-700" />
              ) : (
                <AudioLines aria-hidden className="size-10 text-sand-700" />
              )}
            </div>
            <div className="px-3 py-2">
              <p className="truncate text-sm font-semibold text-ink">{m.originalName}</p>
              <p className="flex items-center justify-between gap-2 text-xs text-sand-800">
                {m.mimeType.startsWith('video/') ? (
                  <VideoStatus job={m.job} duration={m.durationSeconds} compact />
                ) : (
                  <span>{m.thumb ? `${m.width} x ${m.height}` : 'Audio'}</span>
                )}
                <span className={cn(m.thumb && !m.altText && 'font-semibold text-clay-700')}>
                  {m.thumb && !m.altText ? 'No alt text' : m.uses ? `Used ${m.uses}x` : 'Unused'}
                </span>
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function AdminMediaPage({
  query,
  items,
  total,
  pageCount,
  selected,
  maxBytes,
  accepted,
  errors,
}: Props) {
  const { search } = useLocation()
  const submit = useSubmit()
  useTranscodeRefresh([...items.map((i) => i.job), selected?.job])
  return (
    <AdminPage
      title="Media"
      description="Images, podcast audio and videos for articles, products and authors. Every image gets responsive AVIF and WebP sizes; every video a 720p and a 480p version."
      wide
      actions={
        <Link to="/admin/media/upload-video" className={buttonClass('primary', 'md')}>
          <Film aria-hidden className="size-4" /> Upload a video
        </Link>
      }
    >
      <UploadForm maxBytes={maxBytes} accepted={accepted} errors={errors} />
      <Form
        method="get"
        role="search"
        className="mt-6 flex gap-2"
        onChange={(e) => submit(e.currentTarget, { replace: true })}
      >
        <label className="relative flex-1 md:max-w-sm">
          <span className="sr-only">Search images</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-sand-700"
          />
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder="Search by file name or alt text"
            className={cn(inputClass, 'py-2 pl-9 text-sm')}
          />
        </label>
        <button type="submit" className={buttonClass('outline', 'md')}>
          Search
        </button>
      </Form>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className={cn(selected ? 'order-2 lg:order-1' : 'lg:col-span-2')}>
          {items.length ? (
            <Grid
              items={items}
              selectedId={query.item}
              search={search}
              narrow={Boolean(selected)}
            />
          ) : (
            <EmptyPanel
              icon={<ImageIcon aria-hidden className="size-5" />}
              title={query.q ? 'No images found' : 'No images yet'}
              message={query.q ? 'Try another search.' : 'Upload the first image above.'}
            />
          )}
          <Pagination
            page={query.page}
            pageCount={pageCount}
            search={search}
            total={total}
            label={total === 1 ? 'image' : 'images'}
          />
        </div>
        {selected ? (
          <div className="order-1 lg:order-2">
            <AdminMediaDetails
              item={selected}
              errors={errors}
              closeHref={`?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ...(query.page > 1 ? { page: String(query.page) } : {}) }).toString()}`}
            />
          </div>
        ) : null}
      </div>
    </AdminPage>
  )
}

import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { Tabs } from 'radix-ui'
import { Dialog } from '#app/components/ui/dialog'
import { ImagePlus, Search, Upload, X } from 'lucide-react'
import { buttonClass } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { focusFirstField } from '#app/components/ui/dialog-focus'
import { inputClass } from '#app/components/ui/field'
import type { DataResult } from '#app/utils/action-result'

export type PickedImage = { url: string; altText: string }
type MediaItem = {
  id: string
  url: string
  altText: string
  originalName: string
  width: number
  height: number
  thumb: string
}
type LibraryData = { items: MediaItem[] }
type UploadData = DataResult<{ media: MediaItem }>

function Library({ onPick }: { onPick: (m: PickedImage) => void }) {
  const fetcher = useFetcher<LibraryData>()
  const [q, setQ] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => {
    fetcher.load('/admin/media?picker=1')
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  const items = fetcher.data?.items ?? []
  return (
    <div>
      <label className="relative block">
        <span className="sr-only">Search the media library</span>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-sand-700"
        />
        <input
          type="search"
          value={q}
          placeholder="Search by file name or alt text"
          onChange={(e) => {
            const v = e.target.value
            setQ(v)
            clearTimeout(timer.current)
            timer.current = setTimeout(
              () => fetcher.load(`/admin/media?picker=1&q=${encodeURIComponent(v)}`),
              250,
            )
          }}
          className={cn(inputClass, 'py-2 pl-9 text-sm')}
        />
      </label>
      <div className="mt-3 max-h-[50vh] overflow-y-auto">
        {items.length === 0 ? (
          <p className="py-10 text-center text-sm text-sand-800">
            {fetcher.state === 'loading' ? 'Loading images...' : 'No images found'}
          </p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {items.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  onClick={() => onPick({ url: m.url, altText: m.altText })}
                  className="group block w-full overflow-hidden rounded-xl border border-sand-200 bg-sand-100 text-left hover:border-ink focus-visible:border-ink"
                >
                  {/* the caption below names the button; the picture repeats it, so it is decorative */}
                  <img
                    src={m.thumb}
                    alt=""
                    width={160}
                    height={120}
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <span className="block truncate px-2 py-1 text-xs text-sand-900">
                    {m.altText || m.originalName}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

function UploadPanel({ onPick }: { onPick: (m: PickedImage) => void }) {
  const fetcher = useFetcher<UploadData>()
  const busy = fetcher.state !== 'idle'
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok)
      onPick({ url: fetcher.data.media.url, altText: fetcher.data.media.altText })
  }, [fetcher.state, fetcher.data]) // eslint-disable-line react-hooks/exhaustive-deps
  const errors = (fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined) ?? {}
  return (
    <fetcher.Form
      method="post"
      action="/admin/media"
      encType="multipart/form-data"
      className="space-y-3"
    >
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="respond" value="data" />
      <div>
        <label htmlFor="picker-file" className="block text-sm font-semibold">
          Image file
        </label>
        <input
          id="picker-file"
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          required
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white"
        />
        {errors.file ? (
          <p className="mt-1 text-sm font-medium text-red-700">{errors.file}</p>
        ) : null}
      </div>
      <div>
        <label htmlFor="picker-alt" className="block text-sm font-semibold">
          Alt text
        </label>
        <input
          id="picker-alt"
          name="altText"
          className={cn(inputClass, 'mt-1')}
          placeholder="Describe what the image shows"
        />
        {errors.altText ? (
          <p className="mt-1 text-sm font-medium text-red-700">{errors.altText}</p>
        ) : null}
      </div>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
        <Upload aria-hidden className="size-4" /> {busy ? 'Uploading...' : 'Upload and use'}
      </button>
    </fetcher.Form>
  )
}

/** Choose an image from the media library or upload a new one. */
export function MediaPicker({
  onPick,
  triggerLabel = 'Choose image',
  className,
}: {
  onPick: (m: PickedImage) => void
  triggerLabel?: string
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const pick = (m: PickedImage) => {
    onPick(m)
    setOpen(false)
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={className ?? buttonClass('outline', 'sm')}>
        <ImagePlus aria-hidden className="size-4" /> {triggerLabel}
      </Dialog.Trigger>
      {/* React events bubble through portals: keep this dialog's changes and submits out of the editor form */}
      <Dialog.Content
        onOpenAutoFocus={focusFirstField}
        onChange={(e) => e.stopPropagation()}
        onSubmit={(e) => e.stopPropagation()}
        className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl"
      >
        <div className="flex items-center justify-between">
          <Dialog.Title className="font-display text-xl font-semibold">
            Choose an image
          </Dialog.Title>
          <Dialog.Close className="rounded-full p-2 hover:bg-sand-100" aria-label="Close">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        <Dialog.Description className="mt-1 text-sm text-sand-800">
          Pick one from the media library or upload a new image.
        </Dialog.Description>
        <Tabs.Root defaultValue="library" className="mt-4">
          <Tabs.List
            aria-label="Image source"
            className="mb-4 flex gap-1 rounded-full bg-sand-100 p-1"
          >
            {['library', 'upload'].map((v) => (
              <Tabs.Trigger
                key={v}
                value={v}
                className="flex-1 rounded-full px-4 py-1.5 text-sm font-semibold text-sand-900 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
              >
                {v === 'library' ? 'Media library' : 'Upload'}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="library">
            <Library onPick={pick} />
          </Tabs.Content>
          <Tabs.Content value="upload">
            <UploadPanel onPick={pick} />
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Content>
    </Dialog.Root>
  )
}

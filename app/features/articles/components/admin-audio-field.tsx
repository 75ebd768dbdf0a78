// The audio block's fields in the article editor: upload an MP3/M4A/OGG file to the media library
// (the same upload action as images) or keep the current one, and write the transcript.
import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { Upload } from 'lucide-react'
import { buttonClass } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { inputClass } from '#app/components/ui/field'
import type { DataResult } from '#app/utils/action-result'

type UploadData = DataResult<{
  media: { url: string; originalName: string; durationSeconds?: number }
}>

const ACCEPT = 'audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,.mp3,.m4a,.ogg'

export function AdminAudioField({
  idBase,
  index,
  value,
  onChange,
  errors = {},
}: {
  idBase: string
  index: number
  value: { url: string; transcript: string }
  onChange: (v: { url: string; transcript: string }) => void
  errors?: { url?: string; transcript?: string }
}) {
  const fetcher = useFetcher<UploadData>()
  const fileRef = useRef<HTMLInputElement>(null)
  const busy = fetcher.state !== 'idle'
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) {
      onChange({ ...value, url: fetcher.data.media.url })
      if (fileRef.current) fileRef.current.value = ''
    }
  }, [fetcher.state, fetcher.data]) // eslint-disable-line react-hooks/exhaustive-deps
  const uploadError = fetcher.data && !fetcher.data.ok ? fetcher.data.errors?.file : undefined
  const urlError = uploadError ?? errors.url
  const upload = () => {
    const file = fileRef.current?.files?.[0]
    if (!file) return
    const body = new FormData()
    body.set('file', file)
    body.set('intent', 'upload')
    body.set('respond', 'data')
    // a nested <form> is not allowed inside the editor's form: the file is sent on its own
    void fetcher.submit(body, {
      method: 'post',
      action: '/admin/media',
      encType: 'multipart/form-data',
    })
  }
  return (
    <div className="space-y-3">
      <input type="hidden" name="block_audio_url" value={value.url} />
      {value.url ? (
        <div>
          {/* the editor's preview of the file; readers get the transcript with it */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <audio
            controls
            preload="metadata"
            src={value.url}
            className="w-full"
            aria-label={`Audio of block ${index + 1}`}
          />
          <p className="mt-1 truncate text-xs text-sand-800">{value.url}</p>
        </div>
      ) : null}
      <div>
        <label htmlFor={`${idBase}-file`} className="block text-sm font-semibold">
          {value.url ? 'Replace the audio file' : 'Audio file'}
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center">
          <input
            ref={fileRef}
            id={`${idBase}-file`}
            type="file"
            accept={ACCEPT}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? `${idBase}-url-err` : `${idBase}-hint`}
            className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-sand-200 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ink"
          />
          <button
            type="button"
            onClick={upload}
            disabled={busy}
            className={buttonClass('outline', 'sm', 'shrink-0')}
          >
            <Upload aria-hidden className="size-4" /> {busy ? 'Uploading...' : 'Upload'}
          </button>
        </div>
        <p id={`${idBase}-hint`} className="mt-1 text-xs text-sand-800">
          MP3, M4A or OGG. The article becomes a podcast episode.
        </p>
        {urlError ? (
          <p id={`${idBase}-url-err`} className="mt-1 text-sm font-medium text-red-700">
            {urlError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${idBase}-transcript`} className="block text-sm font-semibold">
          Transcript
        </label>
        <textarea
          id={`${idBase}-transcript`}
          name="block_transcript"
          value={value.transcript}
          onChange={(e) => onChange({ ...value, transcript: e.target.value })}
          rows={6}
          placeholder="What is said in the episode. Leave a blank line between paragraphs."
          aria-invalid={errors.transcript ? true : undefined}
          aria-describedby={errors.transcript ? `${idBase}-transcript-err` : undefined}
          className={cn(inputClass, 'mt-1')}
        />
        {errors.transcript ? (
          <p id={`${idBase}-transcript-err`} className="mt-1 text-sm font-medium text-red-700">
            {errors.transcript}
          </p>
        ) : null}
      </div>
    </div>
  )
}

// The media library's video parts: the transcode status (queued, progress, ready, failed with the
// reason), the preview, the captions list and form, and a page refresh while a transcode runs.
import { useEffect } from 'react'
import { Form, useRevalidator } from 'react-router'
import { Captions } from 'lucide-react'
import { buttonClass } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { InputField } from '#app/components/ui/field'
import type { VideoDetails } from '#app/db/schema'
import type { VideoJobView } from '../video.schema'

export function formatClock(seconds: number) {
  const s = Math.max(0, Math.round(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/** Reloads the page's data every 2 s while a transcode is queued or running (live progress). */
export function useTranscodeRefresh(jobs: (VideoJobView | null | undefined)[]) {
  const { revalidate, state } = useRevalidator()
  const busy = jobs.some((j) => j?.status === 'queued' || j?.status === 'running')
  useEffect(() => {
    if (!busy) return
    const t = setInterval(() => {
      if (state === 'idle' && document.visibilityState === 'visible') void revalidate()
    }, 2000)
    return () => clearInterval(t)
  }, [busy, revalidate, state])
}

/** "Queued", a progress bar with its percent, "Ready 0:42" or "Failed". */
export function VideoStatus({
  job,
  duration,
  compact = false,
}: {
  job: VideoJobView | null
  duration: number | null
  compact?: boolean
}) {
  if (!job || job.status === 'done')
    return <span>{duration ? `Video ${formatClock(duration)}` : 'Video'}</span>
  if (job.status === 'failed')
    return <span className="font-semibold text-red-700">Transcode failed</span>
  if (job.status === 'queued') return <span className="font-semibold">Waiting to transcode</span>
  return (
    <span className={cn('flex items-center gap-2', compact ? 'w-full' : '')}>
      <span className="font-semibold whitespace-nowrap">Transcoding {job.progress}%</span>
      <progress
        max={100}
        value={job.progress}
        aria-label="Transcode progress"
        className="h-1.5 min-w-12 flex-1 overflow-hidden rounded-full accent-clay-600"
      />
    </span>
  )
}

/** The selected video: preview (480p), status, failure reason, captions. */
export function VideoPanel({
  id,
  url,
  posterUrl,
  video,
  job,
  duration,
  errors,
}: {
  id: string
  url: string
  posterUrl: string
  video: VideoDetails | null
  job: VideoJobView | null
  duration: number | null
  errors: Record<string, string> | null
}) {
  const small = video?.renditions.at(-1)
  return (
    <div className="space-y-4">
      {small ? (
        // the caption tracks are rendered from the video's list, which the rule cannot see
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          controls
          preload="none"
          poster={posterUrl || undefined}
          className="max-h-64 w-full rounded-xl bg-ink"
        >
          <source src={`/media/${small.key}`} type="video/mp4" />
          {(video?.captions ?? []).map((c) => (
            <track
              key={c.key}
              kind="captions"
              src={`/media/${c.key}`}
              srcLang={c.lang}
              label={c.label}
            />
          ))}
        </video>
      ) : null}
      <div className="rounded-xl bg-sand-100 px-3 py-2 text-sm" role="status">
        <VideoStatus job={job} duration={duration} />
        {job?.status === 'failed' ? (
          <p className="mt-1 text-sm break-words text-red-800">
            {job.error}. The original file is kept:{' '}
            <a href={url} className="underline">
              download it
            </a>
            .
          </p>
        ) : null}
        {video ? (
          <p className="mt-1 text-xs text-sand-800">
            {video.renditions.map((r) => `${r.height}p`).join(' and ')} MP4, poster frame
          </p>
        ) : null}
      </div>
      <div>
        <h3 className="flex items-center gap-1.5 text-sm font-semibold">
          <Captions aria-hidden className="size-4" /> Captions
        </h3>
        {video?.captions.length ? (
          <ul className="mt-1 text-sm">
            {video.captions.map((c) => (
              <li key={c.key}>
                {c.label} ({c.lang})
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-sand-800">No captions yet.</p>
        )}
        <Form
          method="post"
          action="/admin/media/captions"
          encType="multipart/form-data"
          className="mt-2 space-y-2"
          key={id}
        >
          <input type="hidden" name="id" value={id} />
          <div>
            <label htmlFor="captions-file" className="block text-sm font-semibold">
              WebVTT file (.vtt)
            </label>
            <input
              id="captions-file"
              name="captions"
              type="file"
              required
              accept=".vtt,text/vtt"
              aria-invalid={errors?.captions ? true : undefined}
              aria-describedby={errors?.captions ? 'captions-error' : undefined}
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-sand-200 file:px-3 file:py-1.5 file:text-sm file:font-semibold"
            />
            {errors?.captions ? (
              <p id="captions-error" className="mt-1 text-sm text-red-700">
                {errors.captions}
              </p>
            ) : null}
          </div>
          <div className="grid grid-cols-[5rem_1fr] gap-2">
            <InputField label="Language" name="lang" defaultValue="en" required maxLength={12} />
            <InputField label="Label" name="label" defaultValue="English" required maxLength={60} />
          </div>
          <button type="submit" className={buttonClass('outline', 'sm')}>
            Add captions
          </button>
        </Form>
      </div>
    </div>
  )
}

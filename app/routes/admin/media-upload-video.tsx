// Uploading a video to the media library: the body is streamed to a temporary file (never read
// whole into memory) and cut off at the admin setting's size limit; a background job transcodes it.
import { Form, Link, redirect, useNavigation } from 'react-router'
import { Upload } from 'lucide-react'
import type { Route } from './+types/media-upload-video'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { buttonClass } from '#app/components/ui/button'
import { FocusFirstError, FormMessage, InputField } from '#app/components/ui/field'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { requireRole } from '#app/features/accounts/roles.server'
import { runVideoJobs } from '#app/features/media/video-jobs.server'
import { receiveVideoUpload } from '#app/features/media/video-upload.server'
import { ACCEPTED_VIDEO_TYPES } from '#app/features/media/video.schema'
import { getVideoUploadMaxBytes } from '#app/features/settings/settings.server'
import { failure } from '#app/utils/action-result'
import { getEnv } from '#app/utils/env.server'
import { formatBytes } from '#app/utils/format-bytes'
import { toastHeader } from '#app/utils/toast.server'

export const meta: Route.MetaFunction = () => [
  { title: 'Upload a video | Media | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.media.minRole)
  return { maxBytes: await getVideoUploadMaxBytes(getEnv().MAX_VIDEO_UPLOAD_BYTES) }
}

export const action = defineAction({
  // the body is a file: the intent reads it as a stream itself
  body: 'none',
  defaultIntent: 'upload-video',
  intents: {
    'upload-video': intent({
      who: ADMIN_SECTIONS.media.minRole,
      audit: 'media',
      // a video is public only once an article shows it, and saving that article says so
      invalidates: 'nothing',
      run: async ({ request, user }) => {
        const max = await getVideoUploadMaxBytes(getEnv().MAX_VIDEO_UPLOAD_BYTES)
        const res = await receiveVideoUpload(request, user.id, max)
        if (!res.ok) return failure(res.message, res.status, { file: res.message })
        void runVideoJobs().catch((e: unknown) => console.error('video jobs failed', e))
        return redirect(`/admin/media?item=${res.id}`, {
          headers: await toastHeader({
            type: 'success',
            title: 'Video uploaded',
            description: `${res.name}: it is being prepared for playback.`,
          }),
        })
      },
    }),
  },
})

export default function UploadVideo({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const error = actionData && !actionData.ok ? actionData.message : null
  return (
    <AdminPage
      title="Upload a video"
      description="MP4, MOV or WebM. The original is kept; a 720p and a 480p version and a poster frame are made for playback."
    >
      <Form
        method="post"
        encType="multipart/form-data"
        className="max-w-2xl space-y-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-xs"
      >
        <FocusFirstError failure={actionData} />
        <div>
          <label htmlFor="video-file" className="block text-sm font-semibold">
            Video file
          </label>
          <input
            id="video-file"
            name="file"
            type="file"
            required
            accept={[...ACCEPTED_VIDEO_TYPES, '.mp4', '.mov', '.webm'].join(',')}
            aria-describedby={error ? 'video-file-hint video-file-error' : 'video-file-hint'}
            aria-invalid={error ? true : undefined}
            className="mt-1.5 block w-full text-sm text-sand-900 file:mr-3 file:rounded-full file:border-0 file:bg-sand-200 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-sand-300"
          />
          <p id="video-file-hint" className="mt-1 text-xs text-sand-800">
            Up to {formatBytes(loaderData.maxBytes)} (change the limit in Settings). Metadata such
            as location is removed from the versions readers see.
          </p>
        </div>
        <InputField
          label="Description (used as the poster's alt text)"
          name="altText"
          maxLength={300}
          placeholder="What the video shows"
        />
        {error ? <FormMessage id="video-file-error">{error}</FormMessage> : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
            <Upload aria-hidden className="size-4" /> {busy ? 'Uploading...' : 'Upload video'}
          </button>
          <Link to="/admin/media" className={buttonClass('outline', 'md')}>
            Back to the media library
          </Link>
        </div>
      </Form>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.media.minRole} />
}

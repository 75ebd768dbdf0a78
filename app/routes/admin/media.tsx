import { data, redirect } from 'react-router'
import type { Route } from './+types/media'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { requireRole } from '#app/features/accounts/roles.server'
import {
  MediaDetailsSchema,
  MediaIdSchema,
  MediaQuerySchema,
} from '#app/features/media/media-admin.schema'
import { AdminMediaPage } from '#app/features/media/components/admin-media-page'
import { ACCEPTED_AUDIO_TYPES, looksLikeAudio } from '#app/features/media/audio.server'
import { ACCEPTED_IMAGE_TYPES } from '#app/features/media/images.server'
import {
  deleteMedia,
  getMediaItem,
  listMedia,
  thumbUrl,
  updateMediaDetails,
  uploadAudio,
  uploadMedia,
} from '#app/features/media/media-admin.server'
import { getEnv } from '#app/utils/env.server'
import { toastHeader } from '#app/utils/toast.server'
import { defineAction, intent, type ParseOutcome } from '#app/features/accounts/route-action.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { fieldErrorsOf, fieldFailure } from '#app/utils/action-result'

export const meta: Route.MetaFunction = () => [
  { title: 'Media | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.media.minRole)
  const url = new URL(request.url)
  const query = MediaQuerySchema.parse(Object.fromEntries(url.searchParams))
  // the pickers ask for one kind: images for image fields (the default of ?picker=1), audio for
  // the podcast block, videos for the video block
  const kind = url.searchParams.get('kind') ?? (url.searchParams.has('picker') ? 'image' : null)
  const [list, selected] = await Promise.all([
    listMedia({
      ...query,
      kind: kind === 'audio' || kind === 'image' || kind === 'video' ? kind : undefined,
    }),
    query.item ? getMediaItem(query.item) : null,
  ])
  return data(
    {
      query,
      ...list,
      selected,
      maxBytes: getEnv().MAX_UPLOAD_BYTES,
      accepted: [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_AUDIO_TYPES],
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

// multipart overhead allowed on top of the image itself
const FORM_OVERHEAD = 64 * 1024

type Upload = { file: File; altText: string; respond: 'data' | 'page' }

/** The upload's checks: its declared length (before anything is stored), its file, its alt text. */
function parseUpload(form: FormData, request: Request): ParseOutcome<Upload> {
  const env = getEnv()
  const max = Math.max(env.MAX_UPLOAD_BYTES, env.MAX_AUDIO_UPLOAD_BYTES)
  const length = Number(request.headers.get('Content-Length') ?? NaN)
  if (!Number.isFinite(length))
    return fieldFailure({ file: 'The upload could not be read. Please try again.' }, 411)
  if (length > max + FORM_OVERHEAD)
    return fieldFailure(
      { file: `The file is too large. The maximum size is ${Math.round(max / 1024 / 1024)} MB.` },
      413,
    )
  const file = form.get('file')
  const altText = String(form.get('altText') ?? '').trim()
  const respond = form.get('respond') === 'data' ? 'data' : 'page'
  if (!(file instanceof File) || file.size === 0)
    return fieldFailure({ file: 'Choose an image to upload.' })
  if (looksLikeAudio(file)) return { ok: true, input: { file, altText, respond } }
  if (file.size > env.MAX_UPLOAD_BYTES)
    return fieldFailure(
      {
        file: `Image is too large. The maximum size is ${Math.round(env.MAX_UPLOAD_BYTES / 1024 / 1024)} MB.`,
      },
      413,
    )
  if (altText.length > 300)
    return fieldFailure({ altText: 'Alt text must be 300 characters or fewer' })
  if (file.type && !(ACCEPTED_IMAGE_TYPES as string[]).includes(file.type))
    return fieldFailure({
      file: 'Unsupported image type. Please upload a JPEG, PNG, WebP, AVIF or GIF image.',
    })
  return { ok: true, input: { file, altText, respond } }
}

async function uploaded(
  input: Upload,
  media: Record<string, unknown> & { id: string; originalName: string },
  title: string,
) {
  if (input.respond === 'data') return data({ ok: true as const, media })
  return redirect(`/admin/media?item=${media.id}`, {
    headers: await toastHeader({ type: 'success', title, description: media.originalName }),
  })
}

async function uploadImage(input: Upload, userId: string) {
  const res = await uploadMedia(input.file, input.altText, userId)
  if (!res.ok) return fieldFailure({ file: res.error }, res.status)
  const media = {
    id: res.row.id,
    url: res.row.url,
    altText: res.row.altText,
    originalName: res.row.originalName,
    width: res.row.width,
    height: res.row.height,
    thumb: thumbUrl(res.row),
  }
  return uploaded(input, media, 'Image uploaded')
}

async function uploadAudioFile(input: Upload, userId: string) {
  const res = await uploadAudio(input.file, userId)
  if (!res.ok) return fieldFailure({ file: res.error }, res.status)
  const media = {
    id: res.row.id,
    url: res.row.url,
    altText: '',
    originalName: res.row.originalName,
    width: 0,
    height: 0,
    thumb: '',
    mimeType: res.row.mimeType,
    size: res.row.size,
    durationSeconds: res.row.durationSeconds ?? 0,
  }
  return uploaded(input, media, 'Audio uploaded')
}

const who = ADMIN_SECTIONS.media.minRole

export const action = defineAction({
  respond: 'result',
  intents: {
    upload: intent({
      who,
      parse: (form, { request }) => parseUpload(form, request),
      audit: 'media',
      // a new file is on no public page until an article or page uses it
      invalidates: 'nothing',
      run: ({ input, user }) =>
        looksLikeAudio(input.file) ? uploadAudioFile(input, user.id) : uploadImage(input, user.id),
    }),
    alt: intent({
      who,
      parse: (form) => {
        const parsed = MediaDetailsSchema.safeParse(
          Object.fromEntries(
            ['id', 'altText', 'credit', 'licence', 'focalX', 'focalY'].map((k) => [
              k,
              form.get(k) ?? (k.startsWith('focal') ? '50' : ''),
            ]),
          ),
        )
        return parsed.success
          ? { ok: true, input: parsed.data }
          : fieldFailure(fieldErrorsOf(parsed.error.issues))
      },
      audit: 'media',
      // credits and focal points show on public articles
      invalidates: 'all',
      run: async ({ input, user }) => {
        if (!(await updateMediaDetails(input, user.id)))
          return fieldFailure({ form: 'Image not found' }, 404)
        return redirect(`/admin/media?item=${input.id}`, {
          headers: await toastHeader({ type: 'success', title: 'Image details saved' }),
        })
      },
    }),
    delete: intent({
      who,
      parse: (form) => {
        const id = MediaIdSchema.safeParse(form.get('id'))
        return id.success
          ? { ok: true, input: { id: id.data } }
          : fieldFailure({ form: 'Image not found' }, 404)
      },
      audit: 'media',
      invalidates: 'nothing',
      run: async ({ input, user }) => {
        const res = await deleteMedia(input.id, user.id)
        if (!res.ok) return fieldFailure({ form: res.error }, res.status)
        return redirect('/admin/media', {
          headers: await toastHeader({
            type: 'success',
            title: 'Image deleted',
            description: res.name,
          }),
        })
      },
    }),
  },
})

export default function MediaRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminMediaPage
      {...loaderData}
      errors={(actionData && !actionData.ok && actionData.errors) || null}
    />
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.media.minRole} />
}

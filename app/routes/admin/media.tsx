import { data, redirect } from 'react-router'
import type { Route } from './+types/media'
import { AdminRouteErrorBoundary } from '#app/components/admin/guard-cards'
import { requireRole } from '#app/features/accounts/roles.server'
import {
  AltTextSchema,
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
  updateAltText,
  uploadAudio,
  uploadMedia,
} from '#app/features/media/media-admin.server'
import { getEnv } from '#app/utils/env.server'
import { toastHeader } from '#app/utils/toast.server'
import { readFormData } from '#app/utils/form-data.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { fieldFailure } from '#app/utils/action-result'
import { resultResponse } from '#app/utils/action-response.server'

export const meta: Route.MetaFunction = () => [
  { title: 'Media | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.media.minRole)
  const url = new URL(request.url)
  const query = MediaQuerySchema.parse(Object.fromEntries(url.searchParams))
  // the pickers ask for one kind: images for image fields, audio for the podcast block
  const kind = url.searchParams.get('kind')
  const [list, selected] = await Promise.all([
    listMedia({ ...query, kind: kind === 'audio' || kind === 'image' ? kind : undefined }),
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

async function upload(request: Request, userId: string) {
  const env = getEnv()
  const max = Math.max(env.MAX_UPLOAD_BYTES, env.MAX_AUDIO_UPLOAD_BYTES)
  const length = Number(request.headers.get('Content-Length') ?? NaN)
  if (!Number.isFinite(length))
    return resultResponse(
      fieldFailure({ file: 'The upload could not be read. Please try again.' }, 411),
    )
  if (length > max + FORM_OVERHEAD)
    return resultResponse(
      fieldFailure(
        { file: `The file is too large. The maximum size is ${Math.round(max / 1024 / 1024)} MB.` },
        413,
      ),
    )
  const form = await readFormData(request)
  const file = form.get('file')
  const altText = String(form.get('altText') ?? '').trim()
  if (!(file instanceof File) || file.size === 0)
    return resultResponse(fieldFailure({ file: 'Choose an image to upload.' }))
  if (looksLikeAudio(file)) return uploadAudioFile(file, form, userId)
  if (file.size > env.MAX_UPLOAD_BYTES)
    return resultResponse(
      fieldFailure(
        {
          file: `Image is too large. The maximum size is ${Math.round(env.MAX_UPLOAD_BYTES / 1024 / 1024)} MB.`,
        },
        413,
      ),
    )
  if (altText.length > 300)
    return resultResponse(fieldFailure({ altText: 'Alt text must be 300 characters or fewer' }))
  if (file.type && !(ACCEPTED_IMAGE_TYPES as string[]).includes(file.type))
    return resultResponse(
      fieldFailure({
        file: 'Unsupported image type. Please upload a JPEG, PNG, WebP, AVIF or GIF image.',
      }),
    )
  const res = await uploadMedia(file, altText, userId)
  if (!res.ok) return resultResponse(fieldFailure({ file: res.error }, res.status))
  const media = {
    id: res.row.id,
    url: res.row.url,
    altText: res.row.altText,
    originalName: res.row.originalName,
    width: res.row.width,
    height: res.row.height,
    thumb: thumbUrl(res.row),
  }
  if (form.get('respond') === 'data') return data({ ok: true as const, media })
  return redirect(`/admin/media?item=${res.row.id}`, {
    headers: await toastHeader({
      type: 'success',
      title: 'Image uploaded',
      description: res.row.originalName,
    }),
  })
}

async function uploadAudioFile(file: File, form: FormData, userId: string) {
  const res = await uploadAudio(file, userId)
  if (!res.ok) return resultResponse(fieldFailure({ file: res.error }, res.status))
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
  if (form.get('respond') === 'data') return data({ ok: true as const, media })
  return redirect(`/admin/media?item=${res.row.id}`, {
    headers: await toastHeader({
      type: 'success',
      title: 'Audio uploaded',
      description: res.row.originalName,
    }),
  })
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.media.minRole)
  // uploads are told apart before the body is read, so the size check comes first
  if (new URL(request.url).searchParams.get('intent') === 'upload') return upload(request, user.id)
  const form = await readFormData(request)
  const back = `/admin/media?item=${String(form.get('id') ?? '')}`
  if (form.get('intent') === 'alt') {
    const parsed = AltTextSchema.safeParse({
      id: form.get('id'),
      altText: form.get('altText') ?? '',
    })
    if (!parsed.success)
      return resultResponse(fieldFailure({ altText: parsed.error.issues[0]!.message }))
    if (!(await updateAltText(parsed.data.id, parsed.data.altText, user.id)))
      return resultResponse(fieldFailure({ form: 'Image not found' }, 404))
    return redirect(back, {
      headers: await toastHeader({ type: 'success', title: 'Alt text saved' }),
    })
  }
  if (form.get('intent') === 'delete') {
    const id = MediaIdSchema.safeParse(form.get('id'))
    if (!id.success) return resultResponse(fieldFailure({ form: 'Image not found' }, 404))
    const res = await deleteMedia(id.data, user.id)
    if (!res.ok) return resultResponse(fieldFailure({ form: res.error }, res.status))
    return redirect('/admin/media', {
      headers: await toastHeader({
        type: 'success',
        title: 'Image deleted',
        description: res.name,
      }),
    })
  }
  return resultResponse(fieldFailure({ form: 'Unknown action' }))
}

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

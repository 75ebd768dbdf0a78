// Adding a WebVTT captions file to an uploaded video (from the video's panel in the media library).
import { Link, redirect } from 'react-router'
import type { Route } from './+types/media-captions'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { buttonClass } from '#app/components/ui/button'
import { FormMessage } from '#app/components/ui/field'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { requireRole } from '#app/features/accounts/roles.server'
import { addCaptions } from '#app/features/media/video-captions.server'
import { CaptionsFormSchema } from '#app/features/media/video.schema'
import { invalidResult } from '#app/utils/action-result'
import { toastHeader } from '#app/utils/toast.server'

export const meta: Route.MetaFunction = () => [
  { title: 'Captions | Media | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.media.minRole)
  return redirect('/admin/media')
}

export const action = defineAction({
  defaultIntent: 'add-captions',
  intents: {
    'add-captions': intent({
      who: ADMIN_SECTIONS.media.minRole,
      audit: 'media',
      // articles copy a video's captions when they are saved
      invalidates: 'nothing',
      parse: (form) => {
        const parsed = CaptionsFormSchema.safeParse({
          id: form.get('id'),
          lang: form.get('lang') ?? '',
          label: form.get('label') ?? '',
        })
        return parsed.success
          ? { ok: true, input: parsed.data }
          : invalidResult(parsed.error.issues)
      },
      run: async ({ input, form, user }) => {
        const file = form.get('captions')
        const res = await addCaptions(input, file instanceof File ? file : null, user.id)
        if (!res.ok) return res
        return redirect(`/admin/media?item=${input.id}`, {
          headers: await toastHeader({ type: 'success', title: res.message }),
        })
      },
    }),
  },
})

/** Shown only when a captions upload without JavaScript was refused. */
export default function Captions({ actionData }: Route.ComponentProps) {
  return (
    <AdminPage title="Captions" description="Add a WebVTT captions file to a video.">
      <div className="max-w-xl space-y-4">
        <FormMessage>{actionData && !actionData.ok ? actionData.message : null}</FormMessage>
        <Link to="/admin/media" className={buttonClass('outline', 'md')}>
          Back to the media library
        </Link>
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.media.minRole} />
}

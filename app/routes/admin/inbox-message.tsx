import { Archive, Inbox, Trash2 } from 'lucide-react'
import { Form, data, useNavigation } from 'react-router'
import type { Route } from './+types/inbox-message'
import { AdminPage } from '#app/components/admin/admin-page'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { Button } from '#app/components/ui/button'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import {
  InboxMessage,
  ReplyForm,
  ReplyHistory,
} from '#app/features/contact/components/inbox-message'
import { MessageStatusSchema, ReplyFormSchema } from '#app/features/contact/inbox.schema'
import {
  deleteMessage,
  getInboxMessage,
  replyToMessage,
  setMessageStatus,
} from '#app/features/contact/inbox.server'
import { invalidResult } from '#app/utils/action-result'
import { invariantResponse } from '#app/utils/invariant'
import { redirectWithToast } from '#app/utils/action-response.server'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.message.subject || 'Message'} | Inbox | Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
]

async function loadMessage(id: string) {
  const message = await getInboxMessage(id)
  invariantResponse(message, 'Message not found')
  return message
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.inbox.minRole)
  const message = await loadMessage(params.messageId)
  return data({ message }, { headers: { 'Cache-Control': 'private, no-store' } })
}

const who = ADMIN_SECTIONS.inbox.minRole

export const action = defineAction({
  intents: {
    reply: intent({
      who,
      parse: (form) => {
        const parsed = ReplyFormSchema.safeParse({ body: form.get('body') ?? '' })
        return parsed.success
          ? { ok: true, input: parsed.data }
          : invalidResult(parsed.error.issues)
      },
      audit: 'contact_message',
      // the inbox is not on any public page
      invalidates: 'nothing',
      run: async ({ user, params, input }) => {
        const message = await loadMessage(params.messageId!)
        return replyToMessage(user, message.id, input.body)
      },
    }),
    status: intent({
      who,
      parse: (form) => {
        const parsed = MessageStatusSchema.safeParse({ status: form.get('status') })
        return parsed.success
          ? { ok: true, input: parsed.data }
          : invalidResult(parsed.error.issues)
      },
      audit: 'contact_message',
      invalidates: 'nothing',
      run: async ({ user, params, input }) => {
        const message = await loadMessage(params.messageId!)
        return setMessageStatus(user, message.id, input.status)
      },
    }),
    delete: intent({
      who,
      audit: 'contact_message',
      invalidates: 'nothing',
      run: async ({ user, params }) => {
        const message = await loadMessage(params.messageId!)
        const result = await deleteMessage(user, message.id)
        if (!result.ok) return result
        return redirectWithToast('/admin/inbox', { type: 'success', title: result.message })
      },
    }),
  },
})

export default function AdminInboxMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  const errors = actionData && !actionData.ok ? actionData.errors : undefined
  const archived = message.status === 'archived'
  return (
    <AdminPage
      title="Message"
      back={{ to: '/admin/inbox', label: 'Inbox' }}
      actions={
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="status" value={archived ? 'new' : 'archived'} />
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              {archived ? (
                <>
                  <Inbox aria-hidden className="size-4" /> Move to inbox
                </>
              ) : (
                <>
                  <Archive aria-hidden className="size-4" /> Archive
                </>
              )}
            </Button>
          </Form>
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm">
                <Trash2 aria-hidden className="size-4" /> Delete
              </Button>
            }
            title="Delete this message?"
            description="The message and its replies are removed for good."
            confirmLabel="Delete"
            fields={{ intent: 'delete' }}
          />
        </div>
      }
    >
      <div className="space-y-6">
        <InboxMessage message={message} />
        <ReplyHistory replies={message.replies} />
        <ReplyForm
          key={message.replies.length}
          to={message.email}
          busy={busy}
          error={errors?.body}
          formError={actionData && !actionData.ok && !errors ? actionData.message : undefined}
        />
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.inbox.minRole} />
}

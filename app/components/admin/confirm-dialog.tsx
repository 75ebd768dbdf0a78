import { useState, type ReactNode } from 'react'
import { Form } from 'react-router'
import { AlertDialog } from '#app/components/ui/dialog'
import { buttonClass } from '#app/components/ui/button'

/**
 * A confirmation step for destructive or important actions. With `fields`, confirming posts a form
 * (hidden inputs) to `action` (default: the current route); otherwise it calls `onConfirm`.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'danger',
  fields,
  action,
  onConfirm,
}: {
  trigger: ReactNode
  title: string
  description: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  tone?: 'danger' | 'default'
  fields?: Record<string, string | string[]>
  action?: string
  onConfirm?: () => void
}) {
  const [open, setOpen] = useState(false)
  const confirmClass = buttonClass(tone === 'danger' ? 'danger' : 'primary', 'md')
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      {/* React events bubble through portals: keep this submit out of any form around the trigger */}
      <AlertDialog.Content
        onSubmit={(e) => e.stopPropagation()}
        className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl"
      >
        <AlertDialog.Title className="font-display text-xl font-semibold">
          {title}
        </AlertDialog.Title>
        <AlertDialog.Description className="mt-2 text-sand-800">
          {description}
        </AlertDialog.Description>
        <div className="mt-6 flex justify-end gap-2">
          <AlertDialog.Cancel className={buttonClass('outline', 'md')}>
            {cancelLabel}
          </AlertDialog.Cancel>
          {fields ? (
            <Form method="post" action={action} onSubmit={() => setOpen(false)}>
              {Object.entries(fields).flatMap(([k, v]) =>
                (Array.isArray(v) ? v : [v]).map((item, i) => (
                  <input key={`${k}-${i}`} type="hidden" name={k} value={item} />
                )),
              )}
              <button type="submit" className={confirmClass}>
                {confirmLabel}
              </button>
            </Form>
          ) : (
            <AlertDialog.Action className={confirmClass} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          )}
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}

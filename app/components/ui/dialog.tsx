// The one dialog primitive: Radix's Dialog and AlertDialog with the site's backdrop, portal and
// stacking written once. `Dialog.Content` / `AlertDialog.Content` render the portal, the backdrop
// and the content together; each dialog keeps its own panel classes and focus rules. Nothing else
// imports Radix's dialogs (tests/architecture.test.ts).
import type { ComponentProps } from 'react'
import { AlertDialog as AlertPrimitive, Dialog as DialogPrimitive } from 'radix-ui'

/** The backdrop behind a modal: none for a non-modal bar, dimmed, darker, or dimmed and blurred. */
export type Backdrop = 'none' | 'dim' | 'dark' | 'blur' | 'dark-blur'

const BACKDROPS: Record<Exclude<Backdrop, 'none'>, string> = {
  dim: 'fixed inset-0 z-50 bg-ink/40',
  dark: 'fixed inset-0 z-50 bg-ink/50',
  blur: 'fixed inset-0 z-50 bg-ink/40 backdrop-blur-sm',
  'dark-blur': 'fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm',
}

type ContentProps = ComponentProps<typeof DialogPrimitive.Content> & { backdrop?: Backdrop }

function DialogContent({ backdrop = 'dim', ...props }: ContentProps) {
  return (
    <DialogPrimitive.Portal>
      {backdrop === 'none' ? null : <DialogPrimitive.Overlay className={BACKDROPS[backdrop]} />}
      <DialogPrimitive.Content {...props} />
    </DialogPrimitive.Portal>
  )
}

type AlertContentProps = ComponentProps<typeof AlertPrimitive.Content> & {
  backdrop?: Exclude<Backdrop, 'none'>
}

function AlertDialogContent({ backdrop = 'dim', ...props }: AlertContentProps) {
  return (
    <AlertPrimitive.Portal>
      <AlertPrimitive.Overlay className={BACKDROPS[backdrop]} />
      <AlertPrimitive.Content {...props} />
    </AlertPrimitive.Portal>
  )
}

export const Dialog = {
  Root: DialogPrimitive.Root,
  Trigger: DialogPrimitive.Trigger,
  Content: DialogContent,
  Title: DialogPrimitive.Title,
  Description: DialogPrimitive.Description,
  Close: DialogPrimitive.Close,
}

export const AlertDialog = {
  Root: AlertPrimitive.Root,
  Trigger: AlertPrimitive.Trigger,
  Content: AlertDialogContent,
  Title: AlertPrimitive.Title,
  Description: AlertPrimitive.Description,
  Cancel: AlertPrimitive.Cancel,
  Action: AlertPrimitive.Action,
}

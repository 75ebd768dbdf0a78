import { Link } from 'react-router'
import { Dialog } from '#app/components/ui/dialog'
import { BarChart3, FileText, ImagePlus, ShoppingBag, X } from 'lucide-react'
import type { AdminRole } from './admin-nav'

// docs/product.md#admin-shell: the Create sheet offers New Article, Add Product, Create Poll (plus
// the media upload).
const ACTIONS = [
  {
    to: '/admin/articles/new',
    label: 'New Article',
    hint: 'Write a story for one of the hubs',
    icon: FileText,
  },
  {
    to: '/admin/products/new',
    label: 'Add Product',
    hint: 'Recommend a product with an affiliate link',
    icon: ShoppingBag,
  },
  {
    to: '/admin/polls/new',
    label: 'Create Poll',
    hint: 'Ask the community a question',
    icon: BarChart3,
  },
  {
    to: '/admin/media',
    label: 'Upload Image',
    hint: 'Add photos to the media library',
    icon: ImagePlus,
  },
] as const

export function CreateSheet({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (v: boolean) => void
  role: AdminRole
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-3xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:w-full md:max-w-md md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl">
        <div aria-hidden className="mx-auto mb-4 h-1.5 w-10 rounded-full bg-sand-300 md:hidden" />
        <div className="flex items-center justify-between">
          <Dialog.Title className="font-display text-xl font-semibold">Create</Dialog.Title>
          <Dialog.Close className="rounded-full p-2 hover:bg-sand-100" aria-label="Close">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        <Dialog.Description className="mt-1 text-sm text-sand-800">
          What would you like to add?
        </Dialog.Description>
        <ul className="mt-4 space-y-2">
          {ACTIONS.map((a) => (
            <li key={a.to}>
              <Link
                to={a.to}
                onClick={() => onOpenChange(false)}
                className="flex items-center gap-4 rounded-2xl border border-sand-200 p-4 transition-colors hover:border-sand-400 hover:bg-sand-50"
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-sand-100 text-clay-700">
                  <a.icon aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-ink">{a.label}</span>
                  <span className="block text-sm text-sand-800">{a.hint}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Dialog.Content>
    </Dialog.Root>
  )
}

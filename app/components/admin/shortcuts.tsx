import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { Dialog } from '#app/components/ui/dialog'
import { X } from 'lucide-react'
import {
  ALT_SHORTCUTS,
  NUMBER_SHORTCUTS,
  canSee,
  sectionTarget,
  type AdminRole,
  type ShortcutTarget,
} from './admin-nav'

/** True when the key press belongs to a text field (shortcuts must never break typing). */
export function isTypingTarget(target: EventTarget | null) {
  const el = target as HTMLElement | null
  if (!el || !el.tagName) return false
  return (
    el.isContentEditable ||
    el.tagName === 'INPUT' ||
    el.tagName === 'TEXTAREA' ||
    el.tagName === 'SELECT'
  )
}

type Handlers = { toggleSidebar: () => void; openPalette: () => void; openHelp: () => void }

/**
 * The admin's global keyboard shortcuts (docs/product.md#admin-shell). Ctrl+S and Ctrl+P belong to
 * the article editor.
 */
export function useAdminShortcuts(
  role: AdminRole,
  { toggleSidebar, openPalette, openHelp }: Handlers,
) {
  const navigate = useNavigate()
  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (e.defaultPrevented || e.repeat || isTypingTarget(e.target)) return
      const mod = e.metaKey || e.ctrlKey
      const go = (t: ShortcutTarget | undefined) => {
        if (!t || !canSee(t, role)) return false
        e.preventDefault()
        navigate(t.to)
        return true
      }
      if (mod && !e.altKey && !e.shiftKey) {
        const key = e.key.toLowerCase()
        if (/^[0-9]$/.test(key)) return void go(NUMBER_SHORTCUTS[key])
        if (key === 'b') return void (e.preventDefault(), toggleSidebar())
        if (key === 'k') return void (e.preventDefault(), openPalette())
        if (key === 'n') return void go(sectionTarget('articles', '/admin/articles/new'))
        if (key === 'r') return void go(sectionTarget('audit'))
        return
      }
      if (e.altKey && !mod && !e.shiftKey) return void go(ALT_SHORTCUTS[e.code])
      if (e.key === '?' && !mod && !e.altKey) {
        e.preventDefault()
        openHelp()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [navigate, role, toggleSidebar, openPalette, openHelp])
}

function shortcutRows(role: AdminRole): { keys: string[]; label: string }[] {
  const mod = 'Ctrl/Cmd'
  const nums = Object.entries(NUMBER_SHORTCUTS)
    .filter(([, t]) => canSee(t, role))
    .map(([k, t]) => ({ keys: [mod, k], label: `Open ${t.label}` }))
  const alts = Object.entries(ALT_SHORTCUTS)
    .filter(([, t]) => canSee(t, role))
    .map(([code, t]) => ({ keys: ['Alt', code.replace('Key', '')], label: `Go to ${t.label}` }))
  return [
    { keys: ['Ctrl', 'K'], label: 'Search' },
    { keys: [mod, 'B'], label: 'Collapse or expand the sidebar' },
    ...nums,
    ...alts,
    { keys: ['Ctrl', 'N'], label: 'New article' },
    { keys: ['Ctrl', 'S'], label: 'Save (in the article editor)' },
    { keys: ['Ctrl', 'P'], label: 'Preview (in the article editor)' },
    { keys: ['Ctrl', 'R'], label: 'Audit log' },
    { keys: ['?'], label: 'Show this help' },
    { keys: ['Esc'], label: 'Close dialogs' },
  ]
}

export function ShortcutsHelp({
  open,
  onOpenChange,
  role,
}: {
  open: boolean
  onOpenChange: (v: boolean) => void
  role: AdminRole
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl">
        <div className="flex items-center justify-between">
          <Dialog.Title className="font-display text-2xl font-semibold">
            Keyboard shortcuts
          </Dialog.Title>
          <Dialog.Close className="rounded-full p-2 hover:bg-sand-100" aria-label="Close">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        <Dialog.Description className="mt-1 text-sm text-sand-800">
          Shortcuts work anywhere in the admin, except while you type in a field.
        </Dialog.Description>
        <dl className="mt-5 divide-y divide-sand-200">
          {shortcutRows(role).map((r) => (
            <div
              key={r.label + r.keys.join()}
              className="flex items-center justify-between gap-4 py-2.5"
            >
              <dt className="text-sm text-ink">{r.label}</dt>
              <dd className="flex shrink-0 gap-1">
                {r.keys.map((k) => (
                  <kbd
                    key={k}
                    className="min-w-7 rounded-md border border-sand-300 bg-sand-50 px-1.5 py-0.5 text-center text-xs font-semibold text-sand-900"
                  >
                    {k}
                  </kbd>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </Dialog.Content>
    </Dialog.Root>
  )
}

import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useFetcher, useNavigate } from 'react-router'
import { Dialog } from '#app/components/ui/dialog'
import { CornerDownLeft, FileStack, FileText, Search, ShoppingBag } from 'lucide-react'
import { cn } from '#app/components/ui/cn'
import { NAV_GROUPS, canSee, type AdminRole } from './admin-nav'
import { ADMIN_SECTIONS } from './admin-sections'

export type AdminSearchResults = {
  articles: { id: string; title: string; status: string; deleted: boolean }[]
  products: { id: string; title: string; brand: string }[]
  pages: { slug: string; sections: number }[]
}

type Option = {
  id: string
  group: string
  label: string
  hint?: string
  to: string
  icon: React.ComponentType<{ className?: string }>
}

function useOptions(
  query: string,
  role: AdminRole,
  data: AdminSearchResults | undefined,
): Option[] {
  return useMemo(() => {
    const q = query.trim().toLowerCase()
    const nav: Option[] = NAV_GROUPS.flatMap((g) => g.items)
      .filter((i) => canSee(i, role) && (!q || i.label.toLowerCase().includes(q)))
      .map((i) => ({ id: `nav-${i.to}`, group: 'Go to', label: i.label, to: i.to, icon: i.icon }))
    if (!q || !data) return nav
    return [
      ...nav,
      ...data.articles.map((a) => ({
        id: `a-${a.id}`,
        group: 'Articles',
        label: a.title,
        hint: a.deleted ? 'trash' : a.status,
        to: `/admin/articles/${a.id}`,
        icon: FileText,
      })),
      ...data.products.map((p) => ({
        id: `p-${p.id}`,
        group: 'Products',
        label: p.title,
        hint: p.brand,
        to: `/admin/products/${p.id}`,
        icon: ShoppingBag,
      })),
      ...(canSee(ADMIN_SECTIONS.pages, role)
        ? data.pages.map((p) => ({
            id: `pg-${p.slug}`,
            group: 'Pages',
            label: p.slug,
            hint: `${p.sections} sections`,
            to: `/admin/pages/edit/${p.slug}`,
            icon: FileStack,
          }))
        : []),
    ]
  }, [query, role, data])
}

/** Ctrl+K: jump to an admin page, or search articles, products and pages. */
export function CommandPalette({
  open,
  onOpenChange,
  role,
}: {
  open: boolean
  onOpenChange: (v: boolean) => void
  role: AdminRole
}) {
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const fetcher = useFetcher<AdminSearchResults>()
  const navigate = useNavigate()
  const listId = useId()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const options = useOptions(query, role, fetcher.data)

  useEffect(() => {
    if (!open) setQuery('')
  }, [open])
  useEffect(() => setActive(0), [query, fetcher.data])

  function onChange(v: string) {
    setQuery(v)
    clearTimeout(timer.current)
    if (v.trim().length >= 2)
      timer.current = setTimeout(
        () => fetcher.load(`/admin/search?q=${encodeURIComponent(v.trim())}`),
        200,
      )
  }
  function go(o: Option | undefined) {
    if (!o) return
    onOpenChange(false)
    navigate(o.to)
  }
  function onKeyDown(e: React.KeyboardEvent) {
    if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, options.length - 1))
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0))
    else if (e.key === 'Enter') go(options[active])
    else return
    e.preventDefault()
  }

  let lastGroup = ''
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        backdrop="blur"
        className="fixed top-[12vh] left-1/2 z-50 w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-sand-200"
      >
        <Dialog.Title className="sr-only">Search the admin</Dialog.Title>
        <Dialog.Description className="sr-only">
          Type to find pages, articles, products and site pages. Use the arrow keys and Enter to
          open one.
        </Dialog.Description>
        <div className="flex items-center gap-3 border-b border-sand-200 px-4">
          <Search aria-hidden className="size-5 text-sand-700" />
          <input
            // the palette is opened on purpose; typing starts at once
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={options[active] ? `${listId}-${options[active].id}` : undefined}
            aria-label="Search articles, products and pages"
            placeholder="Search articles, products, pages..."
            value={query}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            className="h-14 w-full bg-transparent text-base text-ink placeholder:text-sand-600 focus:outline-none"
          />
          <kbd className="hidden rounded border border-sand-300 px-1.5 text-xs text-sand-700 sm:block">
            Esc
          </kbd>
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label="Results"
          className="max-h-[60vh] overflow-y-auto p-2"
        >
          {options.length === 0 ? (
            <li className="px-3 py-8 text-center text-sm text-sand-800">
              {fetcher.state === 'loading' ? 'Searching...' : 'No results found'}
            </li>
          ) : null}
          {options.map((o, i) => {
            const header = o.group !== lastGroup ? o.group : null
            lastGroup = o.group
            const Icon = o.icon
            return (
              <li key={o.id} role="presentation">
                {header ? (
                  <div className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-sand-700 uppercase">
                    {header}
                  </div>
                ) : null}
                {/* keyboard use goes through the combobox input (arrow keys + Enter), as ARIA 1.2 asks */}
                {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus */}
                <div
                  id={`${listId}-${o.id}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseMove={() => setActive(i)}
                  onClick={() => go(o)}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm',
                    i === active ? 'bg-sand-100 text-ink' : 'text-sand-900',
                  )}
                >
                  <Icon aria-hidden className="size-4 shrink-0 text-sand-700" />
                  <span className="truncate font-medium">{o.label}</span>
                  {o.hint ? (
                    <span className="ml-auto shrink-0 text-xs text-sand-700 capitalize">
                      {o.hint}
                    </span>
                  ) : null}
                  {i === active ? (
                    <CornerDownLeft aria-hidden className="size-3.5 shrink-0 text-sand-600" />
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      </Dialog.Content>
    </Dialog.Root>
  )
}

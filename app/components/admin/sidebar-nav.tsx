import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Collapsible } from 'radix-ui'
import { ChevronDown } from 'lucide-react'
import { cn } from '#app/components/ui/cn'
import {
  NAV_GROUPS,
  activeGroupId,
  canSee,
  isItemActive,
  type AdminRole,
  type NavItem,
} from './admin-nav'
import type { ShellCountsView } from './shell-context'

function badgeText(n: number) {
  return n > 9 ? '9+' : String(n)
}

/** What a badge counts, for screen readers and the tooltip: '3 waiting: 2 stories, 1 comment'. */
function badgeMeaning(item: NavItem, count: number, byKind: Record<string, number>) {
  if (item.badge === 'drafts') return `${count} drafts`
  if (item.badge === 'newMessages') return `${count} new`
  if (item.badge !== 'pendingReview') return `${count} waiting`
  const parts = Object.entries(byKind)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${kind}`)
  return `${count} waiting${parts.length ? `: ${parts.join(', ')}` : ''}`
}

function NavEntry({
  item,
  active,
  counts,
  iconOnly,
  onNavigate,
}: {
  item: NavItem
  active: boolean
  counts: ShellCountsView
  iconOnly: boolean
  onNavigate?: () => void
}) {
  const Icon = item.icon
  const count = item.badge ? counts[item.badge] : 0
  const meaning = count ? badgeMeaning(item, count, counts.pendingByKind) : ''
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      aria-label={iconOnly ? (count ? `${item.label} (${meaning})` : item.label) : undefined}
      title={iconOnly ? item.label : count ? meaning : undefined}
      className={cn(
        'group relative flex items-center gap-3 rounded-lg text-sm font-medium transition-colors',
        iconOnly ? 'size-9 justify-center' : 'px-2.5 py-2',
        active ? 'bg-ink text-white' : 'text-sand-900 hover:bg-sand-200/70 hover:text-ink',
      )}
    >
      <Icon aria-hidden className="size-[18px] shrink-0" />
      {iconOnly ? (
        count ? (
          <span aria-hidden className="absolute top-1 right-1 size-2 rounded-full bg-clay-600" />
        ) : null
      ) : (
        <>
          <span className="truncate">{item.label}</span>
          {count ? <span className="sr-only"> ({meaning})</span> : null}
          {count ? (
            <span
              aria-hidden
              className={cn(
                'ml-auto rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
                active ? 'bg-white/20 text-white' : 'bg-clay-600 text-white',
              )}
            >
              {badgeText(count)}
            </span>
          ) : null}
        </>
      )}
    </Link>
  )
}

/** The grouped admin navigation, shared by the desktop sidebar and the mobile drawer. */
export function SidebarNav({
  role,
  counts,
  iconOnly = false,
  onNavigate,
}: {
  role: AdminRole
  counts: ShellCountsView
  iconOnly?: boolean
  onNavigate?: () => void
}) {
  const { pathname } = useLocation()
  const active = activeGroupId(pathname)
  const [open, setOpen] = useState<Record<string, boolean>>(() => ({
    content: true,
    ...(active ? { [active]: true } : {}),
  }))
  // a group opens by itself when one of its pages becomes active
  useEffect(() => {
    if (active) setOpen((o) => (o[active] ? o : { ...o, [active]: true }))
  }, [active])

  const groups = NAV_GROUPS.map((g) => ({
    ...g,
    items: g.items.filter((i) => canSee(i, role)),
  })).filter((g) => g.items.length)

  if (iconOnly) {
    return (
      <nav aria-label="Admin" className="flex flex-col items-center gap-1">
        {groups.map((g, gi) => (
          <div
            key={g.id}
            className={cn(
              'flex flex-col items-center gap-1',
              gi > 0 && 'mt-2 border-t border-sand-300 pt-2',
            )}
          >
            {g.items.map((item) => (
              <NavEntry
                key={item.to}
                item={item}
                iconOnly
                active={isItemActive(item, pathname)}
                counts={counts}
              />
            ))}
          </div>
        ))}
      </nav>
    )
  }

  return (
    <nav aria-label="Admin" className="space-y-1">
      {groups.map((g) => (
        <Collapsible.Root
          key={g.id}
          open={!!open[g.id]}
          onOpenChange={(v) => setOpen((o) => ({ ...o, [g.id]: v }))}
        >
          <Collapsible.Trigger className="group flex w-full items-center justify-between rounded-md px-2.5 py-2 text-xs font-semibold tracking-wider text-sand-800 uppercase hover:text-ink">
            {g.label}
            <ChevronDown
              aria-hidden
              className="size-4 transition-transform group-data-[state=closed]:-rotate-90"
            />
          </Collapsible.Trigger>
          <Collapsible.Content className="space-y-0.5 pb-2">
            {g.items.map((item) => (
              <NavEntry
                key={item.to}
                item={item}
                iconOnly={false}
                onNavigate={onNavigate}
                active={isItemActive(item, pathname)}
                counts={counts}
              />
            ))}
          </Collapsible.Content>
        </Collapsible.Root>
      ))}
    </nav>
  )
}

// The header bell of a signed-in member: her unread count from the root loader, kept live by the
// member stream (/api/notifications, Server-Sent Events); it links to the notification centre.
// Rendered only for signed-in members, whose pages are never served from the shared HTML cache.
import { Bell } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useRevalidator } from 'react-router'

export function unreadLabel(n: number) {
  return n > 9 ? '9+' : String(n)
}

/** Where the list is: a new notice reloads it there. */
const CENTRE = '/profile/notifications'

export function MemberBell({ unread }: { unread: number }) {
  const [live, setLive] = useState<{ from: number; count: number } | null>(null)
  const onCentre = useLocation().pathname === CENTRE
  const { revalidate } = useRevalidator()
  // read by the stream's handler without reconnecting on every navigation
  const refresh = useRef<(() => void) | null>(null)
  useEffect(() => {
    refresh.current = onCentre ? () => void revalidate() : null
  }, [onCentre, revalidate])
  // a loader value newer than the last live one wins (after marking read, on navigation)
  const count = live && live.from === unread ? live.count : unread
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource('/api/notifications')
    const onNotice = (e: MessageEvent<string>) => {
      try {
        const data = JSON.parse(e.data) as { unread?: unknown; notice?: unknown }
        if (typeof data.unread === 'number') setLive({ from: unread, count: data.unread })
        if (data.notice) refresh.current?.()
      } catch {
        /* not ours */
      }
    }
    source.addEventListener('notice', onNotice)
    return () => source.close()
  }, [unread])
  const label = count ? `Notifications, ${count} unread` : 'Notifications'
  return (
    <Link
      to={CENTRE}
      aria-label={label}
      data-testid="member-bell"
      className="relative inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand-100"
    >
      <Bell aria-hidden className="size-5" />
      {count ? (
        <span
          aria-hidden
          data-testid="member-bell-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-clay-700 px-1 text-center text-xs leading-5 font-bold text-white tabular-nums"
        >
          {unreadLabel(count)}
        </span>
      ) : null}
    </Link>
  )
}

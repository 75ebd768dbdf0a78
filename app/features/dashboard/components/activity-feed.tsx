import { Link } from 'react-router'
import {
  Archive,
  CalendarClock,
  CircleCheck,
  FilePlus,
  Pencil,
  RotateCcw,
  Send,
  Trash2,
  Undo2,
  type LucideIcon,
} from 'lucide-react'
import { relativeTime } from '#app/components/admin/local-time'
import { cn } from '#app/components/ui/cn'
import type { ActivityItem } from '#app/features/dashboard/dashboard.server'

const VERBS: Record<string, { verb: string; icon: LucideIcon; tone: string }> = {
  create: { verb: 'created', icon: FilePlus, tone: 'bg-sky-50 text-sky-800' },
  update: { verb: 'updated', icon: Pencil, tone: 'bg-sand-100 text-sand-900' },
  autosave: { verb: 'autosaved', icon: Pencil, tone: 'bg-sand-100 text-sand-900' },
  publish: { verb: 'published', icon: Send, tone: 'bg-emerald-50 text-emerald-800' },
  unpublish: { verb: 'unpublished', icon: Undo2, tone: 'bg-amber-50 text-amber-900' },
  schedule: { verb: 'scheduled', icon: CalendarClock, tone: 'bg-sky-50 text-sky-800' },
  soft_delete: { verb: 'moved to trash', icon: Archive, tone: 'bg-red-50 text-red-800' },
  hard_delete: { verb: 'deleted permanently', icon: Trash2, tone: 'bg-red-50 text-red-800' },
  bulk_delete: { verb: 'deleted', icon: Trash2, tone: 'bg-red-50 text-red-800' },
  restore: { verb: 'restored', icon: RotateCcw, tone: 'bg-emerald-50 text-emerald-800' },
  approve: { verb: 'approved', icon: CircleCheck, tone: 'bg-emerald-50 text-emerald-800' },
}

const ENTITY: Record<string, string> = {
  article: 'article',
  media: 'image',
  product: 'product',
  author: 'author',
  page: 'page',
  page_content: 'page section',
  user: 'user',
  user_submission: 'story',
  story: 'story',
  setting: 'setting',
  site_settings: 'setting',
}

function hrefFor(item: ActivityItem): string | null {
  if (!item.entityId || item.action === 'hard_delete' || item.action === 'bulk_delete') return null
  if (item.entityType === 'article') return `/admin/articles/${item.entityId}`
  if (item.entityType === 'media') return `/admin/media?item=${item.entityId}`
  if (item.entityType === 'product') return `/admin/products/${item.entityId}`
  return null
}

export function describeActivity(item: ActivityItem) {
  const meta = VERBS[item.action]
  const verb = meta?.verb ?? item.action.replace(/_/g, ' ')
  const title = String(item.entityData.title ?? item.entityData.name ?? '')
  const who = item.userName ?? (item.entityData.scheduled ? 'Scheduler' : 'System')
  return { who, verb, entity: ENTITY[item.entityType] ?? item.entityType.replace(/_/g, ' '), title }
}

/** Who did what, newest first (from audit_logs). `now` comes from the loader so server and browser agree. */
export function ActivityFeed({
  items,
  now,
  compact = false,
}: {
  items: ActivityItem[]
  now: number
  compact?: boolean
}) {
  if (!items.length)
    return <p className="px-5 py-8 text-center text-sm text-sand-800">No activity recorded yet.</p>
  return (
    <ol className="divide-y divide-sand-100">
      {items.map((item) => {
        const d = describeActivity(item)
        const meta = VERBS[item.action]
        const Icon = meta?.icon ?? Pencil
        const href = hrefFor(item)
        return (
          <li key={item.id} className={cn('flex gap-3 px-5', compact ? 'py-3' : 'py-3.5')}>
            <span
              className={cn(
                'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
                meta?.tone ?? 'bg-sand-100 text-sand-900',
              )}
            >
              <Icon aria-hidden className="size-4" />
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <p className="text-ink">
                <span className="font-semibold">{d.who}</span> {d.verb} {d.entity}{' '}
                {d.title ? (
                  href ? (
                    <Link
                      to={href}
                      className="font-medium underline decoration-sand-400 underline-offset-2 hover:decoration-ink"
                    >
                      {d.title}
                    </Link>
                  ) : (
                    <span className="font-medium">{d.title}</span>
                  )
                ) : null}
              </p>
              <p className="text-xs text-sand-800">
                <time dateTime={new Date(item.createdAt).toISOString()}>
                  {relativeTime(item.createdAt, now)}
                </time>
              </p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}

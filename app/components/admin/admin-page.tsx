import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowLeft, Plus } from 'lucide-react'
import { buttonClass } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'

/**
 * The frame of every admin page: title (the page's h1), optional description, actions on the right,
 * an optional back link, then the content.
 */
export function AdminPage({
  title,
  description,
  actions,
  back,
  wide = false,
  compact = false,
  children,
}: {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  back?: { to: string; label: string }
  wide?: boolean
  /** a small title line (editors, where the content has its own big title) */
  compact?: boolean
  children: ReactNode
}) {
  return (
    <div
      className={cn(
        'mx-auto w-full px-4 py-6 md:px-8 md:py-8',
        wide ? 'max-w-[1400px]' : 'max-w-6xl',
      )}
    >
      {back ? (
        <Link
          to={back.to}
          className="mb-3 inline-flex items-center gap-1.5 rounded text-sm font-medium text-sand-800 hover:text-ink"
        >
          <ArrowLeft aria-hidden className="size-4" /> {back.label}
        </Link>
      ) : null}
      <div
        className={cn(
          'flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
          compact ? 'mb-3' : 'mb-6',
        )}
      >
        <div className="min-w-0">
          <h1
            className={
              compact
                ? 'truncate text-sm font-semibold tracking-wider text-sand-800 uppercase'
                : 'font-display text-3xl font-semibold tracking-tight text-ink md:text-4xl'
            }
          >
            {title}
          </h1>
          {description ? <p className="mt-1.5 max-w-2xl text-sand-800">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  )
}

/** A white rounded card with an optional heading row. */
export function AdminPanel({
  title,
  actions,
  className,
  bodyClassName,
  children,
}: {
  title?: ReactNode
  actions?: ReactNode
  className?: string
  bodyClassName?: string
  children: ReactNode
}) {
  return (
    <section className={cn('rounded-2xl border border-sand-200 bg-white shadow-xs', className)}>
      {title || actions ? (
        <div className="flex items-center justify-between gap-3 border-b border-sand-200 px-5 py-3.5">
          {title ? <h2 className="font-semibold text-ink">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {/* bodyClassName replaces the default padding (e.g. "p-0" for edge-to-edge lists) */}
      <div className={bodyClassName ?? 'p-5'}>{children}</div>
    </section>
  )
}

/** A friendly empty state with an optional action. */
export function EmptyState({
  icon,
  title,
  message,
  action,
}: {
  icon?: ReactNode
  title: string
  message?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      {icon ? (
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-sand-100 text-sand-700">
          {icon}
        </div>
      ) : null}
      <p className="font-display text-xl font-semibold text-ink">{title}</p>
      {message ? <p className="mt-1.5 max-w-md text-sm text-sand-800">{message}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  )
}

/** The empty state in the card frame an admin list has when it has rows. */
export function EmptyPanel(props: Parameters<typeof EmptyState>[0]) {
  return (
    <div className="rounded-2xl border border-sand-200 bg-white">
      <EmptyState {...props} />
    </div>
  )
}

/** The page's primary "New ..." link, for AdminPage's `actions`. */
export function NewItemLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass('primary', 'md')}>
      <Plus aria-hidden className="size-4" /> {children}
    </Link>
  )
}

const TONES = {
  neutral: 'bg-sand-100 text-sand-900 ring-sand-300',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
} as const
export type BadgeTone = keyof typeof TONES

export function StatusBadge({
  tone = 'neutral',
  children,
}: {
  tone?: BadgeTone
  children: ReactNode
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  )
}

/** A stat tile for dashboards. */
export function StatTile({
  label,
  value,
  hint,
  to,
  icon,
}: {
  label: string
  value: ReactNode
  hint?: ReactNode
  to?: string
  icon?: ReactNode
}) {
  const body = (
    <>
      <div className="flex items-center justify-between text-sm font-medium text-sand-800">
        {label}
        {icon ? <span className="text-sand-600">{icon}</span> : null}
      </div>
      <div className="mt-2 font-display text-3xl font-semibold text-ink tabular-nums">{value}</div>
      {hint ? <div className="mt-1 text-xs text-sand-800">{hint}</div> : null}
    </>
  )
  const cls = 'block rounded-2xl border border-sand-200 bg-white p-4 shadow-xs'
  return to ? (
    <Link to={to} className={cn(cls, 'transition-colors hover:border-sand-400')}>
      {body}
    </Link>
  ) : (
    <div className={cls}>{body}</div>
  )
}

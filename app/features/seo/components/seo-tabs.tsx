import { NavLink } from 'react-router'
import { cn } from '#app/components/ui/cn'
import { SEO_ISSUE_LABELS, type SeoIssue } from '../seo.schema'

/** Links between the SEO pages (overview, redirects, site-wide defaults for admins). */
export function SeoTabs({ isAdmin }: { isAdmin: boolean }) {
  const tabs = [
    { to: '/admin/seo', label: 'Overview', end: true },
    { to: '/admin/seo/redirects', label: 'Redirects', end: false },
    ...(isAdmin ? [{ to: '/admin/seo/settings', label: 'Defaults', end: false }] : []),
  ]
  return (
    <nav
      aria-label="SEO sections"
      className="mb-6 flex gap-1 overflow-x-auto border-b border-sand-200"
    >
      {tabs.map((t) => (
        <NavLink
          key={t.to}
          to={t.to}
          end={t.end}
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap',
              isActive ? 'border-ink text-ink' : 'border-transparent text-sand-800 hover:text-ink',
            )
          }
        >
          {t.label}
        </NavLink>
      ))}
    </nav>
  )
}

export function IssueBadge({ issue }: { issue: SeoIssue }) {
  const serious = issue.startsWith('missing') || issue.startsWith('duplicate')
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        serious
          ? 'bg-red-50 text-red-800 ring-1 ring-red-200'
          : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
      )}
    >
      {SEO_ISSUE_LABELS[issue]}
    </span>
  )
}

/** 'n/max' with the count in red when over the limit. */
export function LengthNote({ value, max }: { value: string; max: number }) {
  const n = [...value].length
  return (
    <span
      className={cn(
        'text-xs tabular-nums',
        n > max ? 'font-semibold text-red-800' : 'text-sand-800',
      )}
    >
      {n}/{max}
    </span>
  )
}

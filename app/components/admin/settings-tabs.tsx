import { Link } from 'react-router'
import { cn } from '#app/components/ui/cn'

const TABS = [
  { key: 'general', to: '/admin/settings', label: 'General' },
  { key: 'consent', to: '/admin/settings/consent', label: 'Consent' },
] as const

/** The tabs of /admin/settings (each tab is its own page, so forms stay simple). */
export function SettingsTabs({ current }: { current: (typeof TABS)[number]['key'] }) {
  return (
    <nav aria-label="Settings sections" className="mb-6 flex gap-2 border-b border-sand-200">
      {TABS.map((t) => (
        <Link
          key={t.key}
          to={t.to}
          aria-current={t.key === current ? 'page' : undefined}
          className={cn(
            '-mb-px border-b-2 px-4 py-2 text-sm font-semibold',
            t.key === current
              ? 'border-clay-600 text-ink'
              : 'border-transparent text-sand-800 hover:text-ink',
          )}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  )
}

import { Form, useNavigation } from 'react-router'
import { Mail } from 'lucide-react'
import {
  AdminPage,
  AdminPanel,
  EmptyState,
  StatTile,
  StatusBadge,
  type BadgeTone,
} from '#app/components/admin/admin-page'
import { LocalTime } from '#app/components/admin/local-time'
import { Button } from '#app/components/ui/button'
import type { SystemAlert } from '#app/utils/system-alerts'
import type { SystemHealth } from '../system.server'
import { formatBytes } from '#app/utils/format-bytes'
import { formatCount } from '#app/utils/format-number'

type Props = {
  health: SystemHealth
  alerts: SystemAlert[]
  scheduled: { id: string; title: string; publishAt: string | null }[]
  schedulerEverySeconds: number
  error: string | null
}

function sizeOrUnknown(bytes: number | null) {
  return bytes === null ? 'Unknown' : formatBytes(bytes)
}

export function formatUptime(seconds: number) {
  const d = Math.floor(seconds / 86400)
  const h = Math.floor((seconds % 86400) / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  return d ? `${d} d ${h} h` : h ? `${h} h ${m} min` : `${m} min`
}

const ALERT_TONE: Record<string, BadgeTone> = {
  critical: 'danger',
  warning: 'warning',
  success: 'success',
}

function AlertsPanel({ alerts }: { alerts: SystemAlert[] }) {
  const busy = useNavigation().state !== 'idle'
  return (
    <AdminPanel title="Active alerts" bodyClassName="p-0">
      {alerts.length ? (
        <ul className="divide-y divide-sand-200">
          {alerts.map((a) => (
            <li key={a.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge tone={ALERT_TONE[a.alertType] ?? 'info'}>{a.alertType}</StatusBadge>
                  <span className="text-xs text-sand-800">{a.category}</span>
                </div>
                <p className="mt-1 font-semibold break-words text-ink">{a.title}</p>
                {a.description ? (
                  <p className="mt-0.5 text-sm break-words text-sand-900">{a.description}</p>
                ) : null}
                <p className="mt-1 text-xs text-sand-800">
                  <LocalTime value={a.createdAt} />
                  {a.actionUrl ? (
                    <>
                      {' · '}
                      <a href={a.actionUrl} className="font-semibold text-clay-700 underline">
                        {a.actionLabel ?? 'Open'}
                      </a>
                    </>
                  ) : null}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="resolve" />
                <input type="hidden" name="alertId" value={a.id} />
                <Button
                  type="submit"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={`Resolve ${a.title}`}
                >
                  Resolve
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="No active alerts" message="Everything is running normally." />
      )}
    </AdminPanel>
  )
}

export function SystemPage({ health, alerts, scheduled, schedulerEverySeconds, error }: Props) {
  const busy = useNavigation().state !== 'idle'
  const db = health.database
  const usedPct = db.sizeBytes !== null ? (db.sizeBytes / db.sizeLimitBytes) * 100 : null
  return (
    <AdminPage
      title="System"
      description="Health of the running site, the publishing scheduler and active alerts."
      actions={
        <Form method="post">
          <input type="hidden" name="intent" value="test-email" />
          <Button type="submit" variant="outline" disabled={busy}>
            <Mail aria-hidden className="size-4" /> Send test email
          </Button>
        </Form>
      }
    >
      {error ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <section aria-label="Health" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile
          label="Database"
          value={sizeOrUnknown(db.sizeBytes)}
          hint={`${db.kind}${usedPct !== null ? ` · ${usedPct.toFixed(0)}% of ${sizeOrUnknown(db.sizeLimitBytes)} limit` : ''}`}
        />
        <StatTile
          label="Uptime"
          value={formatUptime(health.uptimeSeconds)}
          hint={`Node ${health.nodeVersion} · app ${health.appVersion}`}
        />
        <StatTile
          label="Memory"
          value={sizeOrUnknown(health.memory.rssBytes)}
          hint={`${sizeOrUnknown(health.memory.heapUsedBytes)} heap used`}
        />
        <StatTile
          label="Uploads"
          value={sizeOrUnknown(health.uploads.bytes)}
          hint={`${formatCount(health.uploads.files)} files · mail: ${health.mailMode}`}
        />
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <AlertsPanel alerts={alerts} />
        <AdminPanel title="Scheduler" bodyClassName="p-0">
          <p className="border-b border-sand-200 px-5 py-3 text-sm text-sand-900">
            Checks for due articles every {schedulerEverySeconds} seconds in each app process.
          </p>
          {scheduled.length ? (
            <ol className="divide-y divide-sand-200">
              {scheduled.map((s) => (
                <li key={s.id} className="flex items-start justify-between gap-3 px-5 py-3">
                  <a
                    href={`/admin/articles/${s.id}`}
                    className="min-w-0 font-medium break-words text-ink hover:underline"
                  >
                    {s.title}
                  </a>
                  <span className="shrink-0 text-sm text-sand-800">
                    <LocalTime value={s.publishAt} />
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <EmptyState title="Nothing scheduled" />
          )}
        </AdminPanel>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <AdminPanel title="Tables" bodyClassName="p-0">
          <table className="w-full text-sm">
            <caption className="sr-only">Rows per table</caption>
            <thead>
              <tr className="text-left text-sand-800">
                <th scope="col" className="px-5 py-2 font-medium">
                  Table
                </th>
                <th scope="col" className="px-5 py-2 text-right font-medium">
                  Rows
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-200">
              {health.tables.map((t) => (
                <tr key={t.name}>
                  <td className="px-5 py-2 font-mono text-xs break-all">{t.name}</td>
                  <td className="px-5 py-2 text-right tabular-nums">{formatCount(t.rows)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </AdminPanel>
        <AdminPanel title="Runtime">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-sand-800">Database</dt>
            <dd>{db.kind}</dd>
            <dt className="text-sand-800">Migrations applied</dt>
            <dd>
              {health.migrations.applied}
              {health.migrations.latestAt ? (
                <>
                  {' · latest '}
                  <LocalTime value={health.migrations.latestAt} />
                </>
              ) : null}
            </dd>
            <dt className="text-sand-800">Node</dt>
            <dd>{health.nodeVersion}</dd>
            <dt className="text-sand-800">App version</dt>
            <dd>{health.appVersion}</dd>
            <dt className="text-sand-800">Mail</dt>
            <dd>
              {health.mailMode === 'SMTP'
                ? 'SMTP'
                : 'Outbox (no SMTP configured; mail is stored and logged)'}
            </dd>
          </dl>
        </AdminPanel>
      </div>
    </AdminPage>
  )
}

// The interface-text sync panel: which built-in default keys are in the CMS, per-key sync with an
// explicit overwrite option, and the bulk sync of missing keys.
import { RefreshCw } from 'lucide-react'
import { Form, useFetcher } from 'react-router'
import { Button } from '#app/components/ui/button'
import { checkboxClass } from '#app/components/ui/checkbox'
import { useActionToast } from '#app/components/use-action-toast'
import type { ActionResult } from '#app/utils/action-result'

type Audit = { expected: number; missing: string[]; message: string }

export function InterfaceSyncPanel({
  defaults,
  audit,
  existing,
}: {
  defaults: Record<string, Record<string, string>>
  audit: Audit
  existing: string[]
}) {
  const live = new Set(existing)
  return (
    <section
      aria-labelledby="sync-h"
      className="rounded-2xl border border-sand-200 bg-sand-100/60 p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="sync-h" className="font-display text-xl font-semibold">
            Built-in defaults
          </h2>
          <p className="mt-1 text-sm text-sand-800">{audit.message}</p>
        </div>
        <Form method="post">
          <Button type="submit" name="intent" value="sync-all" size="sm">
            <RefreshCw aria-hidden className="size-4" /> Sync missing defaults
          </Button>
        </Form>
      </div>
      <ul className="mt-4 divide-y divide-sand-200">
        {Object.keys(defaults).map((key) => (
          <SyncRow
            key={key}
            sectionKey={key}
            inCms={live.has(key)}
            fieldCount={Object.keys(defaults[key]!).length}
          />
        ))}
      </ul>
    </section>
  )
}

function SyncRow({
  sectionKey,
  inCms,
  fieldCount,
}: {
  sectionKey: string
  inCms: boolean
  fieldCount: number
}) {
  const fetcher = useFetcher<ActionResult>({ key: `sync-${sectionKey}` })
  useActionToast(fetcher.data)
  return (
    <li className="flex flex-wrap items-center gap-3 py-2.5">
      <span className="font-mono text-sm font-semibold">{sectionKey}</span>
      <span className="text-xs text-sand-700">{fieldCount} field(s)</span>
      <span
        className={
          inCms ? 'text-xs font-semibold text-emerald-800' : 'text-xs font-semibold text-clay-700'
        }
      >
        {inCms ? 'In CMS' : 'Missing'}
      </span>
      <fetcher.Form method="post" className="ms-auto flex items-center gap-3">
        <input type="hidden" name="sectionKey" value={sectionKey} />
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-sand-900">
          <input type="checkbox" name="overwrite" value="true" className={checkboxClass} />
          Overwrite<span className="sr-only"> {sectionKey} with the default text</span>
        </label>
        <Button
          type="submit"
          name="intent"
          value="sync-key"
          variant="outline"
          size="sm"
          disabled={fetcher.state !== 'idle'}
        >
          Sync<span className="sr-only"> {sectionKey}</span>
        </Button>
      </fetcher.Form>
      {fetcher.data && !fetcher.data.ok ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {fetcher.data.message}
        </p>
      ) : null}
    </li>
  )
}

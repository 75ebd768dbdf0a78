// UI of the pages admin: props in, no fetching. Forms post to the route action with an `intent`.
import { Copy, Eye, EyeOff, Trash2 } from 'lucide-react'
import { Form, useFetcher } from 'react-router'
import { useActionToast } from '#app/components/use-action-toast'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { FormMessage, InputField, TextareaField } from '#app/components/ui/field'
import { formatDate } from '#app/utils/format-date'
import { checkboxClass } from '#app/components/ui/checkbox'
import { type ActionResult, formErrorOf } from '#app/utils/action-result'

export function PageStatusBadge({ published, sections }: { published: number; sections: number }) {
  const [label, tone] =
    published === 0
      ? ['Unpublished', 'bg-sand-100 text-sand-900']
      : published === sections
        ? ['Published', 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200']
        : [
            `${published} of ${sections} published`,
            'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
          ]
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>{label}</span>
  )
}

/** Inline disclosure (works without JavaScript) to copy a page under a new slug. */
export function PageDuplicateForm({ slug, busy }: { slug: string; busy: boolean }) {
  return (
    <details className="group relative">
      <summary className="inline-flex h-8 cursor-pointer list-none items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink hover:bg-sand-100">
        <Copy aria-hidden className="size-4" /> Duplicate
      </summary>
      <Form
        method="post"
        className="mt-2 flex flex-wrap items-end gap-2 rounded-xl bg-sand-50 p-3 ring-1 ring-sand-200"
      >
        <input type="hidden" name="sourceSlug" value={slug} />
        <InputField
          label={`New slug for a copy of ${slug}`}
          name="newSlug"
          defaultValue={`${slug}-copy`}
          required
        />
        <Button type="submit" name="intent" value="duplicate" size="sm" disabled={busy}>
          Create copy
        </Button>
      </Form>
    </details>
  )
}

export type SectionView = {
  id: string
  sectionKey: string
  contentData: Record<string, unknown>
  isPublished: boolean
  publishDate: Date | string | null
  updatedAt: Date | string
}

/** One section: publish toggle, labelled fields for each key, add/remove keys, raw JSON editor. */
export function SectionCard({
  section,
  defaults,
}: {
  section: SectionView
  defaults?: Record<string, string> | null
}) {
  const fetcher = useFetcher<ActionResult>({ key: `section-${section.sectionKey}` })
  useActionToast(fetcher.data)
  const errors = (fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined) ?? {}
  const busy = fetcher.state !== 'idle'
  const headingId = `section-${section.id}`
  const version = String(section.updatedAt)
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="font-display text-xl font-semibold">
          {section.sectionKey}
        </h2>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            section.isPublished
              ? 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200'
              : 'bg-sand-100 text-sand-900',
          )}
        >
          {section.isPublished ? `Published ${formatDate(section.publishDate)}` : 'Unpublished'}
        </span>
        <fetcher.Form method="post" className="ms-auto flex gap-2">
          <input type="hidden" name="sectionKey" value={section.sectionKey} />
          <Button
            type="submit"
            name="intent"
            value={section.isPublished ? 'unpublish-section' : 'publish-section'}
            variant={section.isPublished ? 'outline' : 'primary'}
            size="sm"
            disabled={busy}
          >
            {section.isPublished ? (
              <EyeOff aria-hidden className="size-4" />
            ) : (
              <Eye aria-hidden className="size-4" />
            )}
            {section.isPublished ? 'Unpublish' : 'Publish'}
            <span className="sr-only"> section {section.sectionKey}</span>
          </Button>
          <Button
            type="submit"
            name="intent"
            value="delete-section"
            variant="ghost"
            size="sm"
            disabled={busy}
            aria-label={`Delete section ${section.sectionKey}`}
            onClick={(e) => {
              if (!window.confirm(`Delete the section "${section.sectionKey}" permanently?`))
                e.preventDefault()
            }}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </fetcher.Form>
      </div>
      <fetcher.Form method="post" key={version} className="mt-4 space-y-4">
        <input type="hidden" name="sectionKey" value={section.sectionKey} />
        {Object.entries(section.contentData).map(([key, value]) => (
          <FieldRow
            key={key}
            name={key}
            value={value}
            error={errors[`value.${key}`]}
            fallback={defaults?.[key]}
          />
        ))}
        <div className="grid gap-3 rounded-xl bg-sand-50 p-3 md:grid-cols-2">
          <InputField
            label="New field key"
            name="newKey"
            placeholder="buttonText"
            error={errors.newKey}
          />
          <InputField label="New field value" name="newValue" />
        </div>
        <Button type="submit" name="intent" value="save-fields" disabled={busy}>
          Save section
        </Button>
      </fetcher.Form>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-sand-900">
          Advanced: edit raw JSON
        </summary>
        <fetcher.Form method="post" key={version} className="mt-3 space-y-3">
          <input type="hidden" name="sectionKey" value={section.sectionKey} />
          <TextareaField
            label={`Raw JSON of ${section.sectionKey}`}
            name="raw"
            defaultValue={JSON.stringify(section.contentData, null, 2)}
            className="font-mono"
            error={errors.raw}
            spellCheck={false}
          />
          <Button
            type="submit"
            name="intent"
            value="save-raw"
            variant="outline"
            size="sm"
            disabled={busy}
          >
            Save JSON
          </Button>
        </fetcher.Form>
      </details>
      <FormMessage>{formErrorOf(fetcher.data)}</FormMessage>
    </section>
  )
}

function FieldRow({
  name,
  value,
  error,
  fallback,
}: {
  name: string
  value: unknown
  error?: string
  fallback?: string
}) {
  const isText = typeof value === 'string'
  const text = isText ? value : JSON.stringify(value, null, 2)
  const long = !isText || text.length > 90 || text.includes('\n')
  const hint =
    fallback !== undefined && fallback !== value
      ? `Default: ${fallback}`
      : isText
        ? undefined
        : 'JSON value'
  return (
    <div className="grid gap-2 md:grid-cols-[1fr_auto] md:items-start">
      <input type="hidden" name="key" value={name} />
      <input type="hidden" name="kind" value={isText ? 'text' : 'json'} />
      {long ? (
        <TextareaField
          label={name}
          name="value"
          defaultValue={text}
          error={error}
          hint={hint}
          className={isText ? undefined : 'font-mono'}
        />
      ) : (
        <InputField label={name} name="value" defaultValue={text} error={error} hint={hint} />
      )}
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-sand-800 md:mt-6">
        <input type="checkbox" name="remove" value={name} className={checkboxClass} /> Remove
        <span className="sr-only"> field {name}</span>
      </label>
    </div>
  )
}

import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react'
import { cn } from './cn'

export const inputClass =
  'block w-full rounded-xl border border-sand-300 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-sand-600 shadow-xs focus:border-clay-600 focus:outline-none focus:ring-2 focus:ring-clay-600/30 disabled:cursor-not-allowed disabled:bg-sand-100 aria-[invalid=true]:border-red-700'

type Common = {
  label: ReactNode
  /** the field's own message; `true` marks it invalid when the form's message says it all */
  error?: string | string[] | null | boolean
  /** with `error: true`: the id of the message that explains it (the form's message) */
  errorMessageId?: string
  hint?: ReactNode
  className?: string
}

function useFieldIds(id?: string) {
  const auto = useId()
  const base = id ?? auto
  return { id: base, errorId: `${base}-error`, hintId: `${base}-hint` }
}

function FieldShell({
  ids,
  label,
  hideLabel = false,
  error,
  hint,
  className,
  shellClassName = 'space-y-1.5',
  labelClassName = 'block text-sm font-semibold text-ink',
  children,
}: Omit<Common, 'errorMessageId'> & {
  ids: ReturnType<typeof useFieldIds>
  hideLabel?: boolean
  shellClassName?: string
  labelClassName?: string
  children: ReactNode
}) {
  const message = fieldMessage(error)
  return (
    <div className={cn(hideLabel ? null : shellClassName, className)}>
      <label htmlFor={ids.id} className={hideLabel ? 'sr-only' : labelClassName}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="text-sm text-sand-700">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={ids.errorId} className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  )
}

function fieldMessage(error: Common['error']) {
  const message = Array.isArray(error) ? error[0] : error
  return typeof message === 'string' ? message : null
}

function describedBy(
  ids: ReturnType<typeof useFieldIds>,
  error: Common['error'],
  hint: ReactNode,
  errorMessageId?: string,
) {
  const own = fieldMessage(error) ? ids.errorId : null
  const shared = error && !own ? (errorMessageId ?? null) : null
  return [own ?? shared, hint ? ids.hintId : null].filter(Boolean).join(' ') || undefined
}

export function InputField({
  label,
  error,
  hint,
  className,
  id,
  errorMessageId,
  ...props
}: Common & ComponentProps<'input'>) {
  const ids = useFieldIds(id)
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} className={className}>
      <input
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint, errorMessageId)}
        className={inputClass}
        {...props}
      />
    </FieldShell>
  )
}

export function TextareaField({
  label,
  error,
  hint,
  className,
  id,
  errorMessageId,
  ...props
}: Common & ComponentProps<'textarea'>) {
  const ids = useFieldIds(id)
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint, errorMessageId)}
        className={cn(inputClass, 'min-h-32')}
        {...props}
      />
    </FieldShell>
  )
}

/** The search dialog's filters: a small label over a rounded select. */
const PILL = {
  shell: 'flex min-w-0 flex-col gap-1',
  label: 'text-xs font-semibold text-sand-800',
  select:
    'h-9 w-full rounded-full border border-sand-300 bg-white pr-8 pl-3 text-sm font-medium text-ink focus:border-clay-600 focus:ring-2 focus:ring-clay-600/30 focus:outline-none',
}

type SelectOption = string | { value: string; label: string; disabled?: boolean }

/**
 * A labelled native select (it works in a form before JavaScript loads). Filter bars use
 * `hideLabel` (the label is read, not shown) and `compact` (the admin toolbars' smaller height);
 * `pill` is the search dialog's filter look; `selectClassName` sizes the select itself.
 */
export function SelectField({
  label,
  hideLabel,
  compact,
  pill,
  selectClassName,
  error,
  hint,
  className,
  id,
  errorMessageId,
  options,
  placeholder,
  ...props
}: Common &
  ComponentProps<'select'> & {
    options: ReadonlyArray<SelectOption>
    placeholder?: string
    hideLabel?: boolean
    compact?: boolean
    pill?: boolean
    selectClassName?: string
  }) {
  const ids = useFieldIds(id)
  return (
    <FieldShell
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      error={error}
      hint={hint}
      className={className}
      shellClassName={pill ? PILL.shell : undefined}
      labelClassName={pill ? PILL.label : undefined}
    >
      <select
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint, errorMessageId)}
        className={cn(pill ? PILL.select : inputClass, compact && 'py-2 text-sm', selectClassName)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => {
          const opt = typeof o === 'string' ? { value: o, label: o } : o
          return (
            <option key={opt.value} value={opt.value} disabled={opt.disabled}>
              {opt.label}
            </option>
          )
        })}
      </select>
    </FieldShell>
  )
}

/** A form-level message (error or success) announced to screen readers. */
export function FormMessage({
  tone = 'error',
  id,
  children,
}: {
  tone?: 'error' | 'success'
  id?: string
  children: ReactNode
}) {
  if (!children) return null
  return (
    <p
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      // an error message takes focus when no field is marked (FocusFirstError)
      tabIndex={tone === 'error' ? -1 : undefined}
      className={cn(
        'rounded-xl px-4 py-3 text-sm font-medium',
        tone === 'error'
          ? 'bg-red-50 text-red-800 ring-1 ring-red-200'
          : 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200',
      )}
    >
      {children}
    </p>
  )
}

/**
 * Put inside a form: after each failed submit (a new `failure` value), moves focus to the first
 * field marked aria-invalid, or else to the form's error message, so keyboard and screen reader
 * users land on what to fix instead of on <body>.
 */
export function FocusFirstError({ failure }: { failure: unknown }) {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    if (!failure) return
    const form = ref.current?.closest('form')
    if (!form) return
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])') ??
      form.querySelector<HTMLElement>('[role="alert"]')
    target?.focus()
  }, [failure])
  return <span ref={ref} hidden />
}

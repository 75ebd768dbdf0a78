// Back-office poll UI: the list rows' actions and the new-poll form. Props in, no fetching.
import { Minus, Plus } from 'lucide-react'
import { useState } from 'react'
import { Form } from 'react-router'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { Button, buttonClass } from '#app/components/ui/button'
import { FormMessage, InputField, TextareaField } from '#app/components/ui/field'
import { MAX_POLL_OPTIONS, MIN_POLL_OPTIONS } from '../polls.schema'
import { checkboxClass } from '#app/components/ui/checkbox'
import { listErrorOf } from '#app/utils/action-result'

const card = 'space-y-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-xs'

export function PollRowActions({
  poll,
  busy,
}: {
  poll: { id: string; title: string; isActive: boolean; totalVotes: number }
  busy: boolean
}) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <Form method="post">
        <input type="hidden" name="id" value={poll.id} />
        <button
          type="submit"
          name="intent"
          value={poll.isActive ? 'deactivate' : 'activate'}
          disabled={busy}
          className={buttonClass('outline', 'sm')}
        >
          {poll.isActive ? 'Deactivate' : 'Activate'}
          <span className="sr-only"> {poll.title}</span>
        </button>
      </Form>
      <ConfirmDialog
        trigger={
          <button type="button" className={buttonClass('ghost', 'sm', 'text-red-800')}>
            Delete<span className="sr-only"> {poll.title}</span>
          </button>
        }
        title="Delete this poll?"
        description={`"${poll.title}" and its ${poll.totalVotes} vote(s) will be removed for good.`}
        confirmLabel="Delete poll"
        fields={{ intent: 'delete', id: poll.id }}
      />
    </div>
  )
}

/** Title and description of an existing poll (options stay fixed once members may have voted). */
export function PollDetailsForm({
  poll,
  errors,
  busy,
}: {
  poll: { id: string; title: string; description: string }
  errors?: Record<string, string>
  busy: boolean
}) {
  return (
    <details className="group">
      <summary className="inline-flex h-8 cursor-pointer list-none items-center rounded-full px-3 text-sm font-semibold hover:bg-sand-100">
        Edit<span className="sr-only"> {poll.title}</span>
      </summary>
      <Form method="post" className="mt-2 space-y-3 rounded-xl bg-sand-50 p-3 ring-1 ring-sand-200">
        <input type="hidden" name="id" value={poll.id} />
        <InputField label="Title" name="title" defaultValue={poll.title} error={errors?.title} />
        <TextareaField
          label="Description"
          name="description"
          defaultValue={poll.description}
          error={errors?.description}
          rows={2}
        />
        <Button type="submit" name="intent" value="update" size="sm" disabled={busy}>
          Save
        </Button>
      </Form>
    </details>
  )
}

export function NewPollForm({
  values,
  errors,
  message,
  busy,
}: {
  values?: { title?: string; description?: string; options?: string[]; isActive?: boolean }
  errors: Record<string, string>
  message?: string | null
  busy: boolean
}) {
  const initial = values?.options?.length ? values.options : []
  const [rows, setRows] = useState(Math.max(4, initial.length))
  return (
    <Form method="post" className="max-w-2xl space-y-6" noValidate>
      <section className={card} aria-label="Poll">
        <InputField
          label="Title"
          name="title"
          defaultValue={values?.title}
          required
          maxLength={200}
          error={errors.title}
          placeholder="What is your go-to recovery day?"
        />
        <TextareaField
          label="Description"
          name="description"
          defaultValue={values?.description}
          error={errors.description}
          rows={2}
          hint="Optional. One line that invites members to vote."
        />
      </section>
      <fieldset className={card}>
        <legend className="sr-only">Options</legend>
        <div>
          <h2 className="font-display text-lg font-semibold">Options</h2>
          <p className="text-sm text-sand-800">
            {MIN_POLL_OPTIONS} to {MAX_POLL_OPTIONS} answers. Empty rows are ignored.
          </p>
        </div>
        {Array.from({ length: rows }, (_, i) => (
          <InputField
            key={i}
            label={`Option ${i + 1}`}
            name="options"
            defaultValue={initial[i] ?? ''}
            maxLength={200}
          />
        ))}
        <FormMessage>{listErrorOf(errors, 'options')}</FormMessage>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setRows((n) => Math.min(MAX_POLL_OPTIONS, n + 1))}
            disabled={rows >= MAX_POLL_OPTIONS}
          >
            <Plus aria-hidden className="size-4" /> Add option
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setRows((n) => Math.max(MIN_POLL_OPTIONS, n - 1))}
            disabled={rows <= MIN_POLL_OPTIONS}
          >
            <Minus aria-hidden className="size-4" /> Remove last
          </Button>
        </div>
      </fieldset>
      <section className={card} aria-label="Publishing">
        <div className="flex items-start gap-3">
          <input
            id="poll-is-active"
            type="checkbox"
            name="isActive"
            defaultChecked={values?.isActive ?? true}
            className={checkboxClass}
          />
          <label htmlFor="poll-is-active">
            <span className="block font-semibold">Active</span>
            <span className="block text-sm text-sand-800">
              Shown on the homepage and Community. Only one poll is active at a time: this one
              replaces the current active poll.
            </span>
          </label>
        </div>
        {message ? <FormMessage>{message}</FormMessage> : null}
        <Button type="submit" disabled={busy}>
          Create poll
        </Button>
      </section>
    </Form>
  )
}

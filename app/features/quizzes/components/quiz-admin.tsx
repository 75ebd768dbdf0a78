// The back office's quiz editor: details, results and questions in a plain text format that works
// without JavaScript (see parseQuestionBlocks / parseResultBlocks). Props in.
import { Form } from 'react-router'
import { Button } from '#app/components/ui/button'
import { FormMessage, InputField, SelectField, TextareaField } from '#app/components/ui/field'
import { HUBS } from '#app/utils/site'
import { checkboxClass } from '#app/components/ui/checkbox'
import { listErrorOf } from '#app/utils/action-result'

export type QuizEditorValues = {
  title: string
  slug: string
  description: string
  hubId: string
  isPublished: boolean
  results: string
  questions: string
}

const card = 'space-y-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-xs'

export function QuizEditorForm({
  values,
  errors,
  message,
  busy,
}: {
  values: QuizEditorValues
  errors: Record<string, string>
  message?: string | null
  busy: boolean
}) {
  return (
    <Form method="post" className="max-w-3xl space-y-6" noValidate>
      <section className={card} aria-label="Quiz">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="Title" name="title" defaultValue={values.title} error={errors.title} />
          <InputField
            label="Slug"
            name="slug"
            defaultValue={values.slug}
            error={errors.slug}
            hint="The address: /quiz-center/your-slug"
          />
        </div>
        <TextareaField
          label="Description"
          name="description"
          defaultValue={values.description}
          error={errors.description}
          rows={2}
        />
        <SelectField
          label="Hub"
          name="hubId"
          defaultValue={values.hubId}
          placeholder="Choose a hub"
          options={HUBS.map((h) => ({ value: h.id, label: h.title }))}
          error={errors.hubId}
        />
      </section>
      <section className={card} aria-label="Results">
        <TextareaField
          label="Results"
          name="results"
          defaultValue={values.results}
          error={listErrorOf(errors, 'results')}
          rows={10}
          className="font-mono"
          hint={
            'One block per result, separated by a blank line. First line: key | title | hub id (game-face, fit-check, brand-u, on-record) | keywords (optional, comma separated, matched against article tags and categories for the reading it recommends); then the explanation.'
          }
        />
      </section>
      <section className={card} aria-label="Questions">
        <TextareaField
          label="Questions"
          name="questions"
          defaultValue={values.questions}
          error={listErrorOf(errors, 'questions')}
          rows={18}
          className="font-mono"
          hint={
            'One block per question (5 to 10), separated by a blank line. First line: the question; then one answer per line as "- answer => result key".'
          }
        />
      </section>
      <section className={card} aria-label="Publishing">
        <div className="flex items-start gap-3">
          <input
            id="quiz-published"
            type="checkbox"
            name="isPublished"
            defaultChecked={values.isPublished}
            className={checkboxClass}
          />
          <label htmlFor="quiz-published">
            <span className="block font-semibold">Published</span>
            <span className="block text-sm text-sand-800">Shown in the Quiz Center.</span>
          </label>
        </div>
        <p className="text-sm text-sand-800">
          Saving replaces the questions: results members kept from the previous version are removed.
        </p>
        {message ? <FormMessage>{message}</FormMessage> : null}
        <Button type="submit" disabled={busy}>
          Save quiz
        </Button>
      </section>
    </Form>
  )
}

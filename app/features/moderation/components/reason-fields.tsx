// The reason for rejecting, shared by one item's form and the bulk form: a short list plus the
// moderator's own words (needed for 'Other'). The author reads it; the moderator's name never.
import { SelectField, TextareaField } from '#app/components/ui/field'
import type { FieldErrors } from '#app/utils/action-result'
import { REJECTION_REASONS } from '../review-queue.schema'

export function ReasonFields({
  idPrefix,
  errors,
  form,
}: {
  idPrefix: string
  errors: FieldErrors
  /** the form the fields belong to, when they sit outside it */
  form?: string
}) {
  return (
    <>
      <SelectField
        id={`${idPrefix}-reason`}
        label="Reason"
        name="reason"
        form={form}
        defaultValue=""
        placeholder="Choose a reason"
        options={REJECTION_REASONS}
        error={errors.reason}
        compact
      />
      <TextareaField
        id={`${idPrefix}-details`}
        label="In your own words (optional, needed for Other)"
        name="details"
        form={form}
        maxLength={500}
        error={errors.details}
        className="[&_textarea]:min-h-16"
      />
    </>
  )
}

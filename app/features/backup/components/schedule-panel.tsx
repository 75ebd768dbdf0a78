// The daily backup settings on /admin/backup-restore (a plain form: it works without JavaScript).
import { Form } from 'react-router'
import { AdminPanel } from '#app/components/admin/admin-page'
import { Button } from '#app/components/ui/button'
import { CheckboxField } from '#app/components/ui/checkbox'
import { InputField } from '#app/components/ui/field'

export function SchedulePanel({
  schedule,
  keepError,
}: {
  schedule: { enabled: boolean; keep: number }
  keepError?: string
}) {
  return (
    <AdminPanel title="Daily backup">
      <Form method="post" className="space-y-4">
        <CheckboxField
          name="enabled"
          defaultChecked={schedule.enabled}
          label="Make a backup every day"
          className="text-sm font-semibold"
        />
        <InputField
          label="Keep the newest"
          name="keep"
          type="number"
          min={1}
          max={60}
          defaultValue={schedule.keep}
          hint="Older daily backups are deleted; the ones you make by hand are kept."
          error={keepError}
        />
        <Button type="submit" name="intent" value="schedule" variant="outline">
          Save schedule
        </Button>
      </Form>
    </AdminPanel>
  )
}

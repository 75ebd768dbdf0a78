// Uploading a backup archive on /admin/backup-restore: streamed to the server and checked in full
// before it is listed.
import { Upload } from 'lucide-react'
import { useFetcher } from 'react-router'
import { AdminPanel } from '#app/components/admin/admin-page'
import { Button } from '#app/components/ui/button'
import { useActionToast } from '#app/components/use-action-toast'
import type { ActionResult } from '#app/utils/action-result'
import { UPLOAD_ACTION, UPLOAD_FIELD } from '../backup.schema'

export function UploadPanel({ running }: { running: boolean }) {
  const uploadFetcher = useFetcher<ActionResult>()
  useActionToast(uploadFetcher.data)
  const uploading = uploadFetcher.state !== 'idle'
  const uploadResult = uploadFetcher.data
  const uploadError =
    uploadResult && !uploadResult.ok ? uploadResult.errors?.[UPLOAD_FIELD] : undefined
  return (
    <AdminPanel title="Upload a backup">
      <uploadFetcher.Form
        method="post"
        action={UPLOAD_ACTION}
        encType="multipart/form-data"
        className="space-y-4"
        aria-describedby="upload-help"
      >
        <div className="space-y-1.5">
          <label htmlFor="backup-archive" className="block text-sm font-semibold">
            Backup archive (.tar.gz)
          </label>
          <input
            id="backup-archive"
            name={UPLOAD_FIELD}
            type="file"
            accept=".tar.gz,.tgz,application/gzip"
            required
            aria-invalid={uploadError ? true : undefined}
            aria-describedby={uploadError ? 'upload-help upload-error' : 'upload-help'}
            className="block w-full text-sm file:mr-3 file:rounded-full file:border file:border-sand-400 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
          />
          <p id="upload-help" className="text-sm text-sand-800">
            It is checked in full (signed by this site or a trusted one, checksums, site version)
            before it is listed. Nothing is replaced until you restore it above.
          </p>
          {uploadError ? (
            <p id="upload-error" className="text-sm font-medium text-red-700">
              {uploadError}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="outline" disabled={uploading || running}>
          <Upload aria-hidden className="size-4" />
          {uploading ? 'Uploading and checking…' : 'Upload backup'}
        </Button>
      </uploadFetcher.Form>
    </AdminPanel>
  )
}

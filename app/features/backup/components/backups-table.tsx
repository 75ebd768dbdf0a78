// The list of backups on /admin/backup-restore, each with its size, time and a download link.
import { Download } from 'lucide-react'
import { DataTable, Td, Th, Tr } from '#app/components/admin/data-table'
import { LocalTime } from '#app/components/admin/local-time'
import { formatBytes } from '#app/utils/format-bytes'

export type BackupRow = { name: string; size: number; createdAt: Date | string; scheduled: boolean }

export function BackupsTable({ backups }: { backups: BackupRow[] }) {
  return (
    <DataTable caption="Backups" className="[&_table]:min-w-0">
      <thead>
        <tr>
          <Th>Backup</Th>
          <Th className="hidden text-right sm:table-cell">Size</Th>
          <Th>
            <span className="sr-only">Download</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {backups.length === 0 ? (
          <tr>
            <Td colSpan={3} className="py-10 text-center text-sand-800">
              No backups yet. Create one, or run npm run backup on the server.
            </Td>
          </tr>
        ) : null}
        {backups.map((b) => (
          <Tr key={b.name}>
            <Td>
              <span className="block font-medium break-all">{b.name}</span>
              <span className="text-xs text-sand-800">
                <span className="sm:hidden">{formatBytes(b.size)} · </span>
                {b.scheduled ? 'Daily backup · ' : ''}
                <LocalTime value={b.createdAt} />
              </span>
            </Td>
            <Td className="hidden text-right tabular-nums sm:table-cell">{formatBytes(b.size)}</Td>
            <Td className="text-right">
              <a
                href={`/admin/backup-restore/download/${encodeURIComponent(b.name)}`}
                download
                className="inline-flex h-8 items-center gap-1.5 rounded-full border border-sand-400 px-3 text-sm font-semibold hover:bg-sand-100"
              >
                <Download aria-hidden className="size-3.5" />
                <span className="max-sm:sr-only">Download</span>
                <span className="sr-only"> {b.name}</span>
              </a>
            </Td>
          </Tr>
        ))}
      </tbody>
    </DataTable>
  )
}

import { Link } from 'react-router'
import { ListTable, Td, Th, Tr } from '#app/components/admin/data-table'
import { LocalTime } from '#app/components/admin/local-time'
import { cn } from '#app/components/ui/cn'

export type InboxListItem = {
  id: string
  kind: string
  name: string
  email: string
  company: string | null
  subject: string
  status: string
  createdAt: Date | string
}

const STATUS_STYLE: Record<string, string> = {
  new: 'bg-clay-700 text-white',
  replied: 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200',
  archived: 'bg-sand-100 text-sand-900',
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
        STATUS_STYLE[status] ?? STATUS_STYLE.archived,
      )}
    >
      {status}
    </span>
  )
}

export function kindLabel(kind: string) {
  return kind === 'business' ? 'Business inquiry' : 'Contact'
}

export function InboxList({ items }: { items: InboxListItem[] }) {
  return (
    <ListTable
      caption="Messages"
      columns={
        <>
          <Th>From</Th>
          <Th>Subject</Th>
          <Th>Type</Th>
          <Th>Status</Th>
          <Th>Received</Th>
        </>
      }
      rowCount={items.length}
      empty="No messages match these filters."
      withActions={false}
    >
      {items.map((m) => (
        <Tr key={m.id}>
          <Td>
            <span className={cn('block', m.status === 'new' && 'font-semibold')}>{m.name}</span>
            <span className="block text-xs break-all text-sand-700">{m.email}</span>
          </Td>
          <Td className="max-w-xs">
            <Link
              to={`/admin/inbox/${m.id}`}
              className="line-clamp-2 font-medium underline-offset-2 hover:underline"
            >
              {m.subject || '(no subject)'}
            </Link>
            {m.company ? <span className="text-xs text-sand-700">{m.company}</span> : null}
          </Td>
          <Td className="whitespace-nowrap">{kindLabel(m.kind)}</Td>
          <Td>
            <StatusBadge status={m.status} />
          </Td>
          <Td className="whitespace-nowrap">
            <LocalTime value={m.createdAt} />
          </Td>
        </Tr>
      ))}
    </ListTable>
  )
}

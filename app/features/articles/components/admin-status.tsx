import { StatusBadge, type BadgeTone } from '#app/components/admin/admin-page'

const TONE: Record<string, BadgeTone> = {
  draft: 'neutral',
  published: 'success',
  scheduled: 'info',
  trash: 'danger',
}
const LABEL: Record<string, string> = {
  draft: 'Draft',
  published: 'Published',
  scheduled: 'Scheduled',
  trash: 'In trash',
}

export function ArticleStatusBadge({
  status,
  deleted = false,
}: {
  status: string
  deleted?: boolean
}) {
  const key = deleted ? 'trash' : status
  return <StatusBadge tone={TONE[key] ?? 'neutral'}>{LABEL[key] ?? status}</StatusBadge>
}

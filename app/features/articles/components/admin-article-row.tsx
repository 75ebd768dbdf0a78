// One row of the article list: selection checkbox, thumbnail, title, status and date.
import { Link } from 'react-router'
import { FileText } from 'lucide-react'
import { LocalTime } from '#app/components/admin/local-time'
import { RowCheckbox } from '#app/components/ui/checkbox'
import { responsiveImage } from '#app/utils/image-url'
import { HUB_TITLES } from '#app/utils/site'
import { articleEditHref } from './admin-paths'
import { ArticleStatusBadge } from './admin-status'

export type ArticleListRow = {
  id: string
  title: string
  slug: string
  status: string
  hubId: string
  category: string
  authorName: string
  imageUrl: string | null
  publishedAt: Date | null
  updatedAt: Date
  deletedAt: Date | null
}

export function ArticleRow({
  row,
  base,
  checked,
  onToggle,
}: {
  row: ArticleListRow
  base: 'content' | 'articles'
  checked: boolean
  onToggle: (v: boolean) => void
}) {
  const thumb = responsiveImage(row.imageUrl)
  const when =
    row.deletedAt ?? (row.status === 'draft' ? row.updatedAt : (row.publishedAt ?? row.updatedAt))
  const whenLabel = row.deletedAt
    ? 'Trashed'
    : row.status === 'scheduled'
      ? 'Goes live'
      : row.status === 'published'
        ? 'Published'
        : 'Edited'
  return (
    <li className="flex items-start gap-3 border-b border-sand-100 px-4 py-3.5 last:border-0 hover:bg-sand-50/70 md:items-center">
      <RowCheckbox
        name="ids"
        value={row.id}
        checked={checked}
        onChange={(e) => onToggle(e.target.checked)}
        aria-label={`Select ${row.title}`}
      />
      <div className="hidden size-12 shrink-0 overflow-hidden rounded-lg bg-sand-100 sm:block">
        {thumb ? (
          <img
            src={thumb.src}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <FileText aria-hidden className="m-3.5 size-5 text-sand-500" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={articleEditHref(base, row.id)}
          className="line-clamp-2 font-semibold text-ink hover:underline"
        >
          {row.title}
        </Link>
        <p className="mt-0.5 truncate text-sm text-sand-800">
          {[HUB_TITLES[row.hubId], row.category, row.authorName].filter(Boolean).join(' · ')}
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-sand-800 md:hidden">
          <ArticleStatusBadge status={row.status} deleted={!!row.deletedAt} />
          <span>
            {whenLabel} <LocalTime value={when} />
          </span>
        </div>
      </div>
      <div className="hidden w-28 shrink-0 md:block">
        <ArticleStatusBadge status={row.status} deleted={!!row.deletedAt} />
      </div>
      <div className="hidden w-44 shrink-0 text-sm text-sand-800 md:block">
        <span className="block text-xs tracking-wide text-sand-700 uppercase">{whenLabel}</span>
        <LocalTime value={when} />
      </div>
    </li>
  )
}

import { Link } from 'react-router'
import { safeImageUrl } from '#app/utils/image-url'
import { ResponsivePicture } from './article-body'

export type ArticleAuthor = {
  id: string
  slug: string
  name: string
  title: string
  bio: string
  avatarUrl: string | null
}

function initials(name: string) {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  )
}

export function AuthorAvatar({
  author,
  size = 44,
}: {
  author: Pick<ArticleAuthor, 'name' | 'avatarUrl'>
  size?: number
}) {
  const url = safeImageUrl(author.avatarUrl)
  if (url) {
    return (
      <span
        style={{ width: size, height: size }}
        className="inline-block shrink-0 overflow-hidden rounded-full bg-sand-200"
      >
        <ResponsivePicture
          url={url}
          alt=""
          width={size}
          height={size}
          sizes={`${size * 2}px`}
          className="size-full object-cover"
          priority
        />
      </span>
    )
  }
  return (
    <span
      aria-hidden
      style={{ width: size, height: size }}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-[var(--hub,var(--color-clay-600))] text-sm font-bold text-white"
    >
      {initials(author.name)}
    </span>
  )
}

/** "By <author>" with avatar; the name links to the author page when there is one. */
export function AuthorLine({
  author,
  fallbackName,
}: {
  author: ArticleAuthor | null
  fallbackName: string
}) {
  const name = author?.name || fallbackName
  if (!name) return null
  return (
    <span className="flex items-center gap-3">
      <AuthorAvatar author={{ name, avatarUrl: author?.avatarUrl ?? null }} />
      <span>
        By{' '}
        {author ? (
          <Link
            to={`/author/${author.slug}`}
            className="font-semibold text-ink underline-offset-4 hover:underline"
          >
            {name}
          </Link>
        ) : (
          <span className="font-semibold text-ink">{name}</span>
        )}
        {author?.title ? <span className="block text-xs text-sand-700">{author.title}</span> : null}
      </span>
    </span>
  )
}

export function AuthorBox({ author }: { author: ArticleAuthor }) {
  return (
    <aside
      aria-label="About the author"
      className="mt-10 flex gap-5 rounded-3xl bg-white p-6 ring-1 ring-sand-200 md:p-8"
    >
      <AuthorAvatar author={author} size={64} />
      <div>
        <p className="text-xs font-bold tracking-[0.16em] text-sand-700 uppercase">Written by</p>
        <p className="mt-1 font-display text-xl font-semibold">
          <Link to={`/author/${author.slug}`} className="underline-offset-4 hover:underline">
            {author.name}
          </Link>
        </p>
        {author.title ? <p className="text-sm text-sand-800">{author.title}</p> : null}
        {author.bio ? <p className="mt-3 leading-relaxed text-sand-900">{author.bio}</p> : null}
      </div>
    </aside>
  )
}

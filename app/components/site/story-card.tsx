import { Link } from 'react-router'
import { Quote } from 'lucide-react'
import { formatDate, isoDate } from '#app/utils/format-date'

export type StoryCardData = {
  id: string
  title: string
  excerpt: string
  category: string
  createdAt: Date | string
  authorName: string
}

export function initialsOf(name: string) {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p[0]!.toUpperCase())
      .join('') || '?'
  )
}

/** Blank lines separate paragraphs; single line breaks are kept inside a paragraph. */
export function toParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/** A plain-text excerpt of a story for cards (rendered escaped by React). */
export function storyExcerpt(content: string, max = 180): string {
  const text = content.replace(/\s+/g, ' ').trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[\s,;:.-]+$/, '') + '…'
}

export function StoryCard({ story }: { story: StoryCardData }) {
  return (
    <article className="group relative flex h-full flex-col rounded-3xl bg-white p-6 ring-1 ring-sand-200 transition focus-within:ring-2 focus-within:ring-clay-600 hover:-translate-y-0.5 hover:shadow-lg md:p-7">
      <div className="flex items-center justify-between gap-3">
        <span className="rounded-full bg-sand-100 px-3 py-1 text-xs font-semibold text-sand-900">
          {story.category}
        </span>
        <Quote aria-hidden className="size-6 text-sand-300" />
      </div>
      <h3 className="mt-5 font-display text-xl leading-snug font-semibold text-ink">
        <Link
          to={`/community/story/${story.id}`}
          className="outline-none after:absolute after:inset-0 after:content-['']"
        >
          {story.title}
        </Link>
      </h3>
      <p className="mt-3 leading-relaxed text-sand-800">{story.excerpt}</p>
      <div className="mt-auto flex items-center gap-3 pt-6">
        <span
          aria-hidden
          className="flex size-10 items-center justify-center rounded-full bg-clay-600 text-sm font-bold text-white"
        >
          {initialsOf(story.authorName)}
        </span>
        <p className="text-sm">
          <span className="block font-semibold text-ink">{story.authorName}</span>
          <time dateTime={isoDate(story.createdAt)} className="text-sand-700">
            {formatDate(story.createdAt, 'long')}
          </time>
        </p>
      </div>
    </article>
  )
}

import { Link, data } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import type { Route } from './+types/story'
import { initialsOf, storyExcerpt, toParagraphs } from '#app/components/site/story-card'
import { getApprovedStory } from '#app/features/community/public-stories.server'
import { formatDate, isoDate } from '#app/utils/format-date'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export async function loader({ params }: Route.LoaderArgs) {
  const story = await getApprovedStory(params.storyId)
  if (!story) throw data('Story not found', { status: 404 })
  return { story }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  loaderData
    ? seoMeta({
        siteUrl: siteUrlFrom(matches),
        path: `/community/story/${params.storyId}`,
        title: loaderData.story.title,
        description: storyExcerpt(loaderData.story.content, 155),
        type: 'article',
      })
    : [{ title: 'Story not found | Beyond the Game' }]

export default function Story({ loaderData }: Route.ComponentProps) {
  const { story } = loaderData
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16">
      <Link to="/community" className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-sand-800 hover:text-ink">
        <ArrowLeft aria-hidden className="size-4" /> Back to Community
      </Link>
      <header className="mt-8 border-b border-sand-200 pb-8">
        <p className="text-xs font-bold tracking-[0.18em] text-clay-700 uppercase">Community story · {story.category}</p>
        <h1 className="mt-3 font-display text-4xl leading-tight font-semibold tracking-tight text-balance text-ink md:text-5xl">
          {story.title}
        </h1>
        <div className="mt-6 flex items-center gap-3">
          <span aria-hidden className="flex size-11 items-center justify-center rounded-full bg-clay-600 font-bold text-white">
            {initialsOf(story.authorName)}
          </span>
          <p className="text-sm">
            <span className="block font-semibold text-ink">{story.authorName}</span>
            <time dateTime={isoDate(story.createdAt)} className="text-sand-700">
              {formatDate(story.createdAt, 'long')}
            </time>
          </p>
        </div>
      </header>
      <div className="prose-article mt-8 text-sand-900">
        {toParagraphs(story.content).map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
      </div>
      <footer className="mt-12 rounded-3xl bg-sand-100 p-6 md:p-8">
        <p className="font-display text-xl font-semibold text-ink">Have a story of your own?</p>
        <p className="mt-2 text-sand-800">Members can share theirs on the community page; our editors read every one.</p>
        <Link to="/community" className="mt-4 inline-flex rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-sand-900">
          Share your story
        </Link>
      </footer>
    </article>
  )
}

import { Link, useRouteLoaderData } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import type { Route } from './+types/story'
import { StoryCard, initialsOf, storyExcerpt, toParagraphs } from '#app/components/site/story-card'
import { getOptionalUser } from '#app/features/accounts/session.server'
import { noindexForAuthors } from '#app/features/accounts/minors.server'
import {
  getApprovedStory,
  getMoreStories,
  storyAuthorIds,
} from '#app/features/community/public-stories.server'
import { storyCommentAuthorIds } from '#app/features/discussions/discussions-authors.server'
import {
  commentIntent,
  discussionTag,
  reactIntent,
  replyIntent,
  reportIntent,
} from '#app/features/discussions/discussion-intents.server'
import { defineAction } from '#app/features/accounts/route-action.server'
import { invariantResponse } from '#app/utils/invariant'
import { ResultMessage } from '#app/features/discussions/components/questions'
import type { PostResult } from '#app/features/discussions/discussions.schema'
import { ReportForm } from '#app/features/discussions/components/report-form'
import {
  ReactionBar,
  ShareLink,
  StoryComments,
} from '#app/features/discussions/components/story-interactions'
import { getStoryInteractions } from '#app/features/discussions/story-interactions.server'
import { useOptionalUser } from '#app/utils/use-optional-user'
import { ResponsivePicture } from '#app/features/articles/components/article-body'
import { formatDate, isoDate } from '#app/utils/format-date'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export async function loader({ params, request }: Route.LoaderArgs) {
  const story = await getApprovedStory(params.storyId)
  invariantResponse(story, 'Story not found')
  const user = await getOptionalUser(request)
  const [interactions, more, commentAuthors] = await Promise.all([
    getStoryInteractions(story.id, user?.id),
    getMoreStories(story.category, story.id),
    storyCommentAuthorIds(story.id),
  ])
  // writing by a member under 18 (or of unknown age) anywhere on the page, the story, a comment or
  // a 'more stories' excerpt: readable here, but kept out of search engines
  const noindex = await noindexForAuthors([
    ...(await storyAuthorIds([story.id, ...more.map((s) => s.id)])),
    ...commentAuthors,
  ])
  return {
    story,
    noindex,
    interactions,
    more: more.map(({ content, ...s }) => ({ ...s, excerpt: storyExcerpt(content) })),
  }
}

export const action = defineAction({
  respond: 'result',
  tag: discussionTag,
  intents: {
    report: reportIntent,
    react: reactIntent,
    comment: commentIntent,
    reply: replyIntent,
  },
})

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  loaderData
    ? seoMeta({
        siteUrl: siteUrlFrom(matches),
        path: `/community/story/${params.storyId}`,
        title: loaderData.story.title,
        description: storyExcerpt(loaderData.story.content, 155),
        type: 'article',
        noindex: loaderData.noindex,
      })
    : [{ title: 'Story not found | Beyond the Game' }]

export default function Story({ loaderData, actionData }: Route.ComponentProps) {
  const { story, interactions, more } = loaderData
  const siteUrl = useRouteLoaderData<{ siteUrl?: string }>('root')?.siteUrl ?? ''
  const { user } = useOptionalUser()
  const result = actionData as PostResult | undefined
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16">
      <Link
        to="/community"
        className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-sand-800 hover:text-ink"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to Community
      </Link>
      <header className="mt-8 border-b border-sand-200 pb-8">
        <p className="text-xs font-bold tracking-[0.18em] text-clay-700 uppercase">
          Community story · {story.category}
        </p>
        <h1 className="mt-3 font-display text-4xl leading-tight font-semibold tracking-tight text-balance text-ink md:text-5xl">
          {story.title}
        </h1>
        <div className="mt-6 flex items-center gap-3">
          <span
            aria-hidden
            className="flex size-11 items-center justify-center rounded-full bg-clay-600 font-bold text-white"
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
      </header>
      {story.photo ? (
        <figure className="mt-8">
          <ResponsivePicture
            url={story.photo.url}
            alt={story.photo.alt}
            width={story.photo.width || 1600}
            height={story.photo.height || 1000}
            sizes="(min-width: 768px) 720px, 100vw"
            className="h-auto w-full rounded-2xl bg-sand-200"
          />
        </figure>
      ) : null}
      <div className="prose-article mt-8 text-sand-900">
        {toParagraphs(story.content).map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
      </div>
      <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-sand-200 pt-6">
        <ReactionBar
          storyId={story.id}
          counts={interactions.reactions}
          mine={interactions.myReactions}
          signedIn={Boolean(user)}
        />
        <ShareLink url={`${siteUrl}/community/story/${story.id}`} title={story.title} />
      </div>
      {user ? (
        <div className="mt-4">
          <ReportForm itemType="story" itemId={story.id} label="this story" />
        </div>
      ) : null}
      {result && (result.intent === 'report' || result.intent === 'react') ? (
        <div className="mt-4">
          <ResultMessage result={result} />
        </div>
      ) : null}
      <StoryComments
        storyId={story.id}
        comments={interactions.comments}
        signedIn={Boolean(user)}
        result={result?.intent === 'comment' || result?.intent === 'reply' ? result : null}
      />
      {more.length ? (
        <section aria-labelledby="more-title" className="mt-14">
          <h2 id="more-title" className="font-display text-2xl font-semibold text-ink">
            More stories like this
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {more.map((s) => (
              <li key={s.id}>
                <StoryCard story={s} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <footer className="mt-12 rounded-3xl bg-sand-100 p-6 md:p-8">
        <p className="font-display text-xl font-semibold text-ink">Have a story of your own?</p>
        <p className="mt-2 text-sand-800">
          Members can share theirs on the community page; our editors read every one.
        </p>
        <Link
          to="/community"
          className="mt-4 inline-flex rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-sand-900"
        >
          Share your story
        </Link>
      </footer>
    </article>
  )
}

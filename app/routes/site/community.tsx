import { Link } from 'react-router'
import type { Route } from './+types/community'
import { buttonClass } from '#app/components/ui/button'
import { PageIntro } from '#app/components/site/page-intro'
import { StoryCard, storyExcerpt } from '#app/components/site/story-card'
import { getMemberPreferences } from '#app/features/accounts/member-preferences.server'
import { getOptionalUser } from '#app/features/accounts/session.server'
import {
  UNKNOWN_FORM,
  newsletterIntent,
  storyIntent,
} from '#app/features/community/community-forms.server'
import { defineAction } from '#app/features/accounts/route-action.server'
import { CommunityForms } from '#app/features/community/components/community-forms'
import { getStoryPage } from '#app/features/community/public-stories.server'
import { getCommunityFormLists } from '#app/features/hubs/home-page.server'
import { newsletterPrefill } from '#app/features/newsletter/newsletter-prefill'
import { PollCard } from '#app/features/polls/components/poll-card'
import { getActivePoll } from '#app/features/polls/polls.server'
import { voteIntent } from '#app/features/polls/vote-intent.server'
import { askIntent } from '#app/features/discussions/discussion-intents.server'
import { AskQuestionForm, QuestionList } from '#app/features/discussions/components/questions'
import { listPublishedQuestions } from '#app/features/discussions/discussions-reads.server'
import { useOptionalUser } from '#app/utils/use-optional-user'
import { STORY_CATEGORIES } from '#app/utils/site'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { sharedData } from '#app/utils/shared-data.server'
import type { PostResult } from '#app/features/discussions/discussions.schema'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  const params = new URL(request.url).searchParams
  const page = Math.min(Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1), 500)
  const wanted = params.get('category')
  const category = STORY_CATEGORIES.find((c) => c === wanted) ?? null
  const [{ stories, hasMore }, questions, poll, lists, prefs] = await Promise.all([
    getStoryPage({ page, category }),
    listPublishedQuestions(),
    getActivePoll(user?.id),
    sharedData('community-form-lists', getCommunityFormLists),
    // a member's newsletter form starts filled in; anonymous readers cost no query
    user ? getMemberPreferences(user.id) : null,
  ])
  return {
    stories: stories.map(({ content, ...s }) => ({ ...s, excerpt: storyExcerpt(content) })),
    page,
    category,
    hasMore,
    questions,
    poll,
    lists,
    prefill: user && prefs ? newsletterPrefill(user.email, prefs) : null,
  }
}

export const action = defineAction({
  respond: 'result',
  // each form shows its own answer beside it
  tag: (name) => ({ intent: name }),
  unknown: UNKNOWN_FORM,
  intents: {
    vote: voteIntent,
    ask: askIntent,
    story: storyIntent,
    newsletter: newsletterIntent,
  },
})

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: '/community',
    title: 'Community',
    description:
      'Real stories from female athletes about training, style, setbacks and life beyond sport. Share yours and join the newsletter.',
  })

export default function Community({ loaderData, actionData }: Route.ComponentProps) {
  const { stories, questions, poll, lists, page, category, hasMore, prefill } = loaderData
  const href = (c: string | null, p = 1) => {
    const q = new URLSearchParams()
    if (c) q.set('category', c)
    if (p > 1) q.set('page', String(p))
    const s = q.toString()
    return s ? `/community?${s}#stories-title` : '/community#stories-title'
  }
  const { user } = useOptionalUser()
  const askResult =
    actionData && (actionData as PostResult).intent === 'ask' ? (actionData as PostResult) : null
  return (
    <>
      <PageIntro
        eyebrow="Community"
        title="Stories from athletes like you"
        lead="Wins, injuries, first NIL deals, the outfit that made you feel unstoppable. Every story here was written by a member and reviewed by our editors."
      />
      <section aria-labelledby="stories-title" className="page-container py-14">
        <h2 id="stories-title" className="font-display text-3xl font-semibold text-ink">
          Latest community stories
        </h2>
        <nav aria-label="Story categories" className="mt-6 flex flex-wrap gap-2">
          {[null, ...STORY_CATEGORIES].map((c) => (
            <Link
              key={c ?? 'all'}
              to={href(c)}
              aria-current={category === c ? 'page' : undefined}
              className={buttonClass(category === c ? 'primary' : 'outline', 'sm')}
            >
              {c ?? 'All stories'}
            </Link>
          ))}
        </nav>
        {stories.length ? (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {stories.map((story) => (
              <li key={story.id}>
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8 rounded-3xl bg-white p-8 text-center text-sand-800 ring-1 ring-sand-200">
            {category
              ? `No ${category} stories yet. Share yours below.`
              : 'No stories have been published yet. Be the first: share yours below and our editors will review it.'}
          </p>
        )}
        {page > 1 || hasMore ? (
          <nav aria-label="Story pages" className="mt-8 flex items-center justify-between gap-4">
            {page > 1 ? (
              <Link to={href(category, page - 1)} className={buttonClass('outline', 'md')}>
                Newer stories
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-sand-800">Page {page}</span>
            {hasMore ? (
              <Link to={href(category, page + 1)} className={buttonClass('outline', 'md')}>
                Older stories
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
      <section aria-labelledby="questions-title" className="page-container pb-14">
        <h2 id="questions-title" className="font-display text-3xl font-semibold text-ink">
          Questions
        </h2>
        <p className="mt-2 max-w-2xl text-lg text-sand-800">
          Ask the community, answer what you know, and mark the answers that helped you.
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-[1.4fr_1fr]">
          <QuestionList questions={questions} />
          <AskQuestionForm signedIn={Boolean(user)} result={askResult} />
        </div>
      </section>
      <section aria-labelledby="join-title" className="bg-sand-100/70">
        <div className="page-container space-y-8 py-14">
          <div className="max-w-2xl">
            <h2 id="join-title" className="font-display text-3xl font-semibold text-ink">
              Share your story
            </h2>
            <p className="mt-3 text-lg text-sand-800">
              Tell the community what you have learned on and off the field, and get the best of
              Beyond the Game in your inbox.
            </p>
          </div>
          <CommunityForms sports={lists.sports} interests={lists.interests} prefill={prefill} />
          {poll ? <PollCard poll={poll} /> : null}
        </div>
      </section>
    </>
  )
}

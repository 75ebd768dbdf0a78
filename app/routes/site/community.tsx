import type { Route } from './+types/community'
import { PageIntro } from '#app/components/site/page-intro'
import { PollResults } from '#app/components/site/poll-results'
import { StoryCard, storyExcerpt } from '#app/components/site/story-card'
import { handleCommunityFormAction } from '#app/features/community/community-forms.server'
import { CommunityForms } from '#app/features/community/components/community-forms'
import { getApprovedStories } from '#app/features/community/public-stories.server'
import { getActivePoll, getCommunityFormLists } from '#app/features/hubs/home-page.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export async function loader() {
  const [stories, poll, lists] = await Promise.all([getApprovedStories(), getActivePoll(), getCommunityFormLists()])
  return {
    stories: stories.map(({ content, ...s }) => ({ ...s, excerpt: storyExcerpt(content) })),
    poll,
    lists,
  }
}

export async function action({ request }: Route.ActionArgs) {
  return handleCommunityFormAction(request)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: '/community',
    title: 'Community',
    description: 'Real stories from female athletes about training, style, setbacks and life beyond sport. Share yours and join the newsletter.',
  })

export default function Community({ loaderData }: Route.ComponentProps) {
  const { stories, poll, lists } = loaderData
  return (
    <>
      <PageIntro
        eyebrow="Community"
        title="Stories from athletes like you"
        lead="Wins, injuries, first NIL deals, the outfit that made you feel unstoppable. Every story here was written by a member and reviewed by our editors."
      />
      <section aria-labelledby="stories-title" className="mx-auto max-w-7xl px-4 py-14 md:px-6">
        <h2 id="stories-title" className="font-display text-3xl font-semibold text-ink">
          Latest community stories
        </h2>
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
            No stories have been published yet. Be the first: share yours below and our editors will review it.
          </p>
        )}
      </section>
      <section aria-labelledby="join-title" className="bg-sand-100/70">
        <div className="mx-auto max-w-7xl space-y-8 px-4 py-14 md:px-6">
          <div className="max-w-2xl">
            <h2 id="join-title" className="font-display text-3xl font-semibold text-ink">
              Share your story
            </h2>
            <p className="mt-3 text-lg text-sand-800">
              Tell the community what you have learned on and off the field, and get the best of Beyond the Game in your inbox.
            </p>
          </div>
          <CommunityForms sports={lists.sports} interests={lists.interests} />
          {poll ? <PollResults poll={poll} /> : null}
        </div>
      </section>
    </>
  )
}

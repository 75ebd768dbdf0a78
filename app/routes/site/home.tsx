import { data, Link, useRouteLoaderData } from 'react-router'
import { ArrowRight } from 'lucide-react'
import type { Route } from './+types/home'
import { SectionBoundary } from '#app/components/section-boundary'
import { HomeHero } from '#app/features/hubs/components/home-hero'
import { buttonClass } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { ArticleCard } from '#app/features/articles/components/article-card'
import { HomePageSections } from '#app/features/cms/components/page-sections'
import { INTERFACE_DEFAULTS } from '#app/features/cms/interface-defaults'
import type { InterfaceText } from '#app/features/cms/interface-text.server'
import { getPublishedSections } from '#app/features/cms/public-pages.server'
import { getMemberPreferences } from '#app/features/accounts/member-preferences.server'
import { getOptionalUser, type SessionUser } from '#app/features/accounts/session.server'
import {
  UNKNOWN_FORM,
  newsletterIntent,
  storyIntent,
} from '#app/features/community/community-forms.server'
import { defineAction } from '#app/features/accounts/route-action.server'
import { CommunityForms } from '#app/features/community/components/community-forms'
import { ForYouList } from '#app/features/hubs/components/for-you'
import { HubCarousel } from '#app/features/hubs/components/hub-carousel'
import { getForYou } from '#app/features/hubs/for-you.server'
import { newsletterPrefill } from '#app/features/newsletter/newsletter-prefill'
import { QuizCenterCard } from '#app/features/quizzes/components/quiz-center-card'
import { getCommunityFormLists, getLatestArticles } from '#app/features/hubs/home-page.server'
import { getHubCarousel } from '#app/features/hubs/trending.server'
import type { loader as layoutLoader } from '#app/routes/site/layout'
import { PollCard } from '#app/features/polls/components/poll-card'
import { getActivePoll } from '#app/features/polls/polls.server'
import { voteIntent } from '#app/features/polls/vote-intent.server'
import { loadSection, sectionHeaders } from '#app/utils/section-data.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { sharedData } from '#app/utils/shared-data.server'
import { SITE } from '#app/utils/site'

/**
 * A signed-in member's part of the home page: her "For you" list and the newsletter form filled in
 * with what she gave. Anonymous readers (served from the HTML cache) never run these queries.
 */
async function memberPart(user: SessionUser, request: Request) {
  const prefs = await getMemberPreferences(user.id)
  const forYou = await loadSection('home-for-you', () => getForYou(user.id, prefs), request)
  return { forYou, prefill: newsletterPrefill(user.email, prefs) }
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  // the carousel, the latest articles and the poll can each fail alone (a section error in place)
  const [member, hubs, latest, poll, lists, sections] = await Promise.all([
    user ? memberPart(user, request) : null,
    loadSection('home-hubs', () => getHubCarousel(), request),
    loadSection(
      'home-latest',
      () => sharedData('latest-articles', () => getLatestArticles()),
      request,
    ),
    loadSection('home-poll', () => getActivePoll(user?.id), request),
    sharedData('community-form-lists', getCommunityFormLists),
    sharedData('index-sections', () => getPublishedSections('index')),
  ])
  return data(
    { member, hubs, latest, poll, lists, sections },
    { headers: sectionHeaders(hubs, latest, poll, ...(member ? [member.forYou] : [])) },
  )
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export const action = defineAction({
  respond: 'result',
  // each form shows its own answer beside it
  tag: (name) => ({ intent: name }),
  unknown: UNKNOWN_FORM,
  intents: { vote: voteIntent, story: storyIntent, newsletter: newsletterIntent },
})

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ siteUrl: siteUrlFrom(matches), path: '/', description: SITE.description })

function useInterfaceText(): InterfaceText {
  const frame = useRouteLoaderData<typeof layoutLoader>('routes/site/layout')
  return frame?.text ?? (INTERFACE_DEFAULTS as InterfaceText)
}

function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
}: {
  id: string
  eyebrow?: string
  title: string
  subtitle?: string
}) {
  return (
    <div className="max-w-2xl">
      {eyebrow ? (
        <p className="text-xs font-bold tracking-[0.18em] text-clay-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        className="mt-2 font-display text-3xl font-semibold tracking-tight text-ink md:text-4xl"
      >
        {title}
      </h2>
      {subtitle ? (
        <p className="mt-2 text-base text-sand-800 md:mt-3 md:text-lg">{subtitle}</p>
      ) : null}
    </div>
  )
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { member, hubs, latest, poll, lists, sections } = loaderData
  const text = useInterfaceText()
  const heroImages = (latest.ok ? latest.data : [])
    .filter((a) => a.imageUrl)
    .map((a) => ({ url: a.imageUrl!, hubId: a.hubId }))
  return (
    <>
      <HomeHero hero={text.hero} images={heroImages} quizLabel={text.nav.quizCenter} />

      {member ? (
        <div className="page-container pt-6 pb-10 md:py-16">
          <SectionBoundary failed={!member.forYou.ok}>
            {member.forYou.ok ? <ForYouList forYou={member.forYou.data} /> : null}
          </SectionBoundary>
        </div>
      ) : null}

      {/* the stories come first: on a phone the first card starts within the first screen */}
      <section aria-labelledby="latest-title" className="bg-sand-100/70">
        <div className="page-container pt-6 pb-10 md:py-16">
          <SectionHeading
            id="latest-title"
            eyebrow="Just published"
            title={text.latest.title}
            subtitle={text.latest.subtitle}
          />
          <div className="mt-5 md:mt-10">
            <SectionBoundary failed={!latest.ok}>
              {!latest.ok ? null : latest.data.length ? (
                <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
                  {latest.data.map((article, i) => (
                    <li
                      key={article.id}
                      className={i === 0 ? 'lg:col-span-2 lg:row-span-2' : undefined}
                    >
                      <ArticleCard
                        article={article}
                        variant={i === 0 ? 'feature' : 'row'}
                        priority={i === 0}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="rounded-3xl bg-white p-8 text-center text-sand-800 ring-1 ring-sand-200">
                  Articles are coming soon. Check back later for fresh content!
                </p>
              )}
            </SectionBoundary>
          </div>
          <div className="mt-6 flex justify-center md:mt-10">
            <Link to="/explore" className={buttonClass('primary', 'lg')}>
              {text.latest.buttonText}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="hubs-title" className="page-container py-10 md:py-20">
        <SectionHeading
          id="hubs-title"
          eyebrow="The hubs"
          title={text.hubs.title}
          subtitle={text.hubs.subtitle}
        />
        <div className="mt-6 md:mt-10">
          <SectionBoundary failed={!hubs.ok}>
            {hubs.ok ? (
              <HubCarousel
                hubs={hubs.data}
                label={text.hubs.title}
                trendingLabel={text.hubs.trendingLabel}
              />
            ) : null}
          </SectionBoundary>
        </div>
        {/* phones have the Quiz Center in the hero's buttons: the page stays short */}
        <div className="mt-12 hidden md:block">
          <QuizCenterCard />
        </div>
      </section>

      {/* the mission and the admin's 'index' sections below it share one white band */}
      <section
        aria-labelledby="mission-title"
        className={cn('border-t border-sand-200 bg-white', !sections.length && 'border-b')}
      >
        <div
          className={cn(
            'page-container grid gap-4 py-10 md:grid-cols-[1fr_1.4fr] md:gap-8 md:py-20',
            sections.length > 0 && 'pb-2 md:pb-6',
          )}
        >
          <h2
            id="mission-title"
            className="font-display text-3xl leading-tight font-semibold tracking-tight text-ink md:text-5xl"
          >
            {text.mission.title}
          </h2>
          <p className="text-base leading-relaxed text-sand-900 md:text-xl">{text.mission.text}</p>
        </div>
      </section>

      <HomePageSections sections={sections} />

      <section aria-labelledby="community-title" className="page-container py-10 md:py-20">
        <SectionHeading
          id="community-title"
          eyebrow="Community"
          title={text.community.title}
          subtitle={text.community.subtitle}
        />
        <div className="mt-6 space-y-6 md:mt-10 md:space-y-8">
          <CommunityForms
            sports={lists.sports}
            interests={lists.interests}
            prefill={member?.prefill}
          />
          <SectionBoundary level="component" failed={!poll.ok}>
            {poll.ok && poll.data ? <PollCard poll={poll.data} /> : null}
          </SectionBoundary>
        </div>
      </section>
    </>
  )
}

// A signed-in member's "For you" list: the cards, each with why it is there, and what she follows
// (each a link). Props in; getForYou() in the page's loader.
import { Link } from 'react-router'
import { Sparkles } from 'lucide-react'
import { ArticleCard } from '#app/features/articles/components/article-card'
import { HUBS } from '#app/utils/site'
import type { ForYou } from '../for-you.server'

export function ForYouList({
  forYou,
  headingLevel = 2,
  className,
}: {
  forYou: ForYou
  headingLevel?: 2 | 3
  className?: string
}) {
  const Heading = `h${headingLevel}` as const
  const { items, follows, personalised } = forYou
  return (
    <section aria-labelledby="for-you-title" className={className}>
      <p className="flex items-center gap-1.5 text-xs font-bold tracking-[0.18em] text-clay-700 uppercase">
        <Sparkles aria-hidden className="size-4" /> Picked for you
      </p>
      <Heading
        id="for-you-title"
        className="mt-2 font-display text-3xl font-semibold tracking-tight text-ink md:text-4xl"
      >
        For you
      </Heading>
      <p className="mt-2 max-w-2xl text-base text-sand-800">
        {personalised
          ? 'From the hubs and authors you follow and the interests you picked, then the newest of the rest.'
          : 'Follow a hub or an author, or pick your interests in your profile settings, and this list starts with them.'}
      </p>
      {follows.length ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-sand-900">You follow:</span>
          <ul className="flex flex-wrap gap-2">
            {follows.map((f) => (
              <li key={`${f.type}:${f.id}`}>
                <Link
                  to={f.href}
                  className="inline-flex min-h-9 items-center rounded-full bg-white px-3 font-semibold text-ink ring-1 ring-sand-300 hover:bg-sand-100"
                >
                  {f.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label="Hubs to follow">
          {HUBS.map((h) => (
            <li key={h.id}>
              <Link
                to={`/hub/${h.id}`}
                className="inline-flex min-h-9 items-center rounded-full bg-white px-3 font-semibold text-ink ring-1 ring-sand-300 hover:bg-sand-100"
              >
                {h.title}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="/profile/settings"
              className="inline-flex min-h-9 items-center rounded-full px-3 font-semibold text-clay-700 underline underline-offset-4"
            >
              Pick your interests
            </Link>
          </li>
        </ul>
      )}
      {items.length ? (
        <ul
          className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3"
          data-testid="for-you"
        >
          {items.map((a) => (
            <li key={a.id}>
              <ArticleCard
                article={a}
                variant="row"
                headingLevel={headingLevel === 2 ? 3 : 4}
                footer={
                  <p className="text-xs font-semibold text-clay-700">
                    {a.reason ?? 'New on the site'}
                  </p>
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-3xl bg-white p-8 text-center text-sand-800 ring-1 ring-sand-200">
          No articles yet. Check back later for fresh content!
        </p>
      )}
    </section>
  )
}

import { Link } from 'react-router'
import { ArrowRight } from 'lucide-react'
import type { Route } from './+types/authors'
import { AuthorAvatar } from '#app/features/authors/components/author-avatar'
import { PageIntro } from '#app/components/site/page-intro'
import { getAuthorsWithCounts } from '#app/features/authors/author-pages.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export async function loader() {
  return { authors: await getAuthorsWithCounts() }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: '/authors',
    title: 'Our Authors',
    description: 'Meet the former athletes, coaches and reporters who write Beyond the Game.',
  })

export default function Authors({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        eyebrow="The newsroom"
        title="Meet our authors"
        lead="Former college athletes, coaches, dermatology writers and NIL reporters. Everyone who writes here has been in the locker room or sat with people who have."
      />
      <div className="page-container py-14">
        {loaderData.authors.length ? (
          <ul className="grid gap-6 md:grid-cols-2">
            {loaderData.authors.map((a) => (
              <li key={a.id}>
                <article className="group relative flex h-full flex-col gap-5 rounded-3xl bg-white p-6 ring-1 ring-sand-200 transition focus-within:ring-2 focus-within:ring-clay-600 hover:shadow-lg sm:flex-row md:p-8">
                  <AuthorAvatar name={a.name} url={a.avatarUrl} />
                  <div className="flex flex-1 flex-col">
                    <h2 className="font-display text-2xl font-semibold text-ink">
                      <Link
                        to={`/author/${a.slug}`}
                        className="outline-none after:absolute after:inset-0 after:content-['']"
                      >
                        {a.name}
                      </Link>
                    </h2>
                    {a.title ? (
                      <p className="mt-1 text-sm font-semibold text-clay-700">{a.title}</p>
                    ) : null}
                    <p className="mt-3 line-clamp-4 leading-relaxed text-sand-800">{a.bio}</p>
                    <p className="mt-auto flex items-center justify-between pt-5 text-sm font-semibold text-ink">
                      {a.articleCount} {a.articleCount === 1 ? 'article' : 'articles'}
                      <ArrowRight
                        aria-hidden
                        className="size-4 transition group-hover:translate-x-1"
                      />
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-3xl bg-white p-8 text-center text-sand-800 ring-1 ring-sand-200">
            No authors have been added yet.
          </p>
        )}
      </div>
    </>
  )
}

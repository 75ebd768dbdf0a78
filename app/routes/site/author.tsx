import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import type { Route } from './+types/author'
import { AuthorAvatar } from '#app/features/authors/components/author-avatar'
import { SocialIcon } from '#app/components/site/social-icons'
import { ArticleCard } from '#app/features/articles/components/article-card'
import { getAuthorPage } from '#app/features/authors/author-pages.server'
import { getOptionalUser } from '#app/features/accounts/session.server'
import { FollowButton } from '#app/features/hubs/components/follow-button'
import { isFollowing } from '#app/features/hubs/follows.server'
import { parseSocialLinks } from '#app/features/cms/interface-text.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { invariantResponse } from '#app/utils/invariant'

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await getAuthorPage(params.authorId)
  invariantResponse(page, 'Author not found')
  // a member's follow state; anonymous readers (the cached page) cost no query
  const user = await getOptionalUser(request)
  const following = user ? await isFollowing(user.id, 'author', page.author.id) : false
  return { ...page, socialLinks: parseSocialLinks(page.author.socialLinks), following }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: 'Author not found | Beyond the Game' }]
  const { author } = loaderData
  const siteUrl = siteUrlFrom(matches)
  return seoMeta({
    siteUrl,
    path: `/author/${author.slug}`,
    title: author.name,
    description: author.bio.slice(0, 160) || `Articles by ${author.name} on Beyond the Game.`,
    type: 'profile',
    image: author.avatarUrl,
    noindex: author.noindex,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: author.name,
      jobTitle: author.title || undefined,
      description: author.bio || undefined,
      url: `${siteUrl}/author/${author.slug}`,
    },
  })
}

export default function Author({ loaderData }: Route.ComponentProps) {
  const { author, articles, total, socialLinks, following } = loaderData
  return (
    <>
      <div className="border-b border-sand-200 bg-sand-100">
        <div className="page-container py-12 md:py-16">
          <Link
            to="/authors"
            className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-sand-800 hover:text-ink"
          >
            <ArrowLeft aria-hidden className="size-4" /> All authors
          </Link>
          <div className="mt-8 flex flex-col gap-8 md:flex-row md:items-center">
            <AuthorAvatar name={author.name} url={author.avatarUrl} size="lg" priority />
            <div className="max-w-2xl">
              <h1 className="font-display text-4xl font-semibold tracking-tight text-ink md:text-5xl">
                {author.name}
              </h1>
              {author.title ? (
                <p className="mt-2 font-semibold text-clay-700">{author.title}</p>
              ) : null}
              {author.bio ? (
                <p className="mt-4 text-lg leading-relaxed text-sand-900">{author.bio}</p>
              ) : null}
              <div className="mt-5">
                <FollowButton
                  targetType="author"
                  targetId={author.id}
                  name={author.name}
                  following={following}
                />
              </div>
              {socialLinks.length ? (
                <ul className="mt-5 flex gap-2" aria-label={`${author.name} elsewhere`}>
                  {socialLinks.map((s) => (
                    <li key={s.platform}>
                      <a
                        href={s.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${author.name} on ${s.platform === 'Twitter' ? 'X (Twitter)' : s.platform}`}
                        className="flex size-10 items-center justify-center rounded-full bg-white text-ink ring-1 ring-sand-300 hover:bg-sand-200"
                      >
                        <SocialIcon platform={s.platform} className="size-[1.1rem]" />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        </div>
      </div>
      <section aria-labelledby="author-articles" className="page-container py-14">
        <h2 id="author-articles" className="font-display text-3xl font-semibold text-ink">
          Articles by {author.name} <span className="text-sand-700">({total})</span>
        </h2>
        {articles.length ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8 rounded-3xl bg-white p-8 text-center text-sand-800 ring-1 ring-sand-200">
            No published articles yet. Check back later for fresh content!
          </p>
        )}
      </section>
    </>
  )
}

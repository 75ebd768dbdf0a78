// /og/{kind}/{id}.png: 1200x630 social cards. kind 'article' (id = article uuid), 'site' (id 'default'),
// 'quiz-result' (id = {quiz slug}_{result key}).
import { getPublicArticle } from '#app/features/articles/article-page.server'
import { renderOgPng, type OgCard } from '#app/features/articles/og-image.server'
import { findQuizResultProfile } from '#app/features/quizzes/quiz-result.server'
import { parseQuizResultCardId } from '#app/features/quizzes/quizzes.schema'
import { SITE } from '#app/utils/site'
import type { Route } from './+types/og-image'
import { isUuid } from '#app/utils/uuid'
import { refusal } from '#app/utils/invariant'

async function cardFor(kind: string, id: string): Promise<OgCard | null> {
  if (kind === 'site' && id === 'default') {
    return {
      eyebrow: 'Athlete stories',
      title: SITE.tagline,
      footer: 'Fashion, beauty, branding and life beyond sport',
      hubId: 'brand',
      color: '#a8432b',
    }
  }
  if (kind === 'article' && isUuid(id)) {
    const found = await getPublicArticle(id)
    if (!found) return null
    const { article, hub, author } = found
    const by = author?.name || article.authorName
    return {
      eyebrow: hub.title,
      title: article.title,
      footer: by ? `By ${by}` : SITE.name,
      hubId: hub.id,
      color: hub.color,
    }
  }
  if (kind === 'quiz-result') {
    const ref = parseQuizResultCardId(id)
    const result = ref ? await findQuizResultProfile(ref.slug, ref.key) : null
    if (!result) return null
    return {
      eyebrow: 'Quiz result',
      title: result.title,
      footer: result.quizTitle,
      hubId: result.hubId,
      color: result.hubColor,
    }
  }
  return null
}

export async function loader({ params }: Route.LoaderArgs) {
  const card = await cardFor(params.kind, params.id)
  if (!card) return refusal('Not found')
  const png = await renderOgPng(card)
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}

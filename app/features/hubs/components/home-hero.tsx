import { Link } from 'react-router'
import { ArrowRight, Trophy, UsersRound } from 'lucide-react'
import { buttonClass } from '#app/components/ui/button'
import { ArticleImage } from '#app/features/articles/components/article-card'
import type { InterfaceText } from '#app/features/cms/interface-text.server'

export type HeroImage = { url: string; hubId: string }

/**
 * The homepage hero: headline, subtitle, the two buttons, and on wide screens a collage of the
 * newest article images over a composition in the hub colours. It stays short on phones (no
 * collage) so the latest stories start within the first screen.
 */
export function HomeHero({
  hero,
  images,
  quizLabel,
}: {
  hero: InterfaceText['hero']
  images: HeroImage[]
  /** phones: the Quiz Center beside Join Community (wider screens get a card further down) */
  quizLabel?: string
}) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-sand-100">
      <div aria-hidden className="pointer-events-none absolute inset-0">
        <div className="absolute -top-32 -left-24 size-[28rem] rounded-full bg-sand-200/80 blur-3xl" />
        <div className="absolute -right-24 bottom-0 size-[26rem] rounded-full bg-clay-500/15 blur-3xl" />
      </div>
      <div className="relative page-container grid items-center gap-10 pt-6 pb-8 md:pt-12 md:pb-14 lg:grid-cols-[1.1fr_1fr]">
        <div>
          {hero.eyebrow ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-[0.7rem] font-bold tracking-[0.16em] text-clay-700 uppercase ring-1 ring-sand-300 md:px-4 md:py-1.5 md:text-xs">
              {hero.eyebrow}
            </p>
          ) : null}
          <h1
            id="hero-title"
            className="mt-4 font-display text-4xl leading-[1.05] font-semibold tracking-tight text-balance text-ink sm:text-5xl md:mt-6 lg:text-7xl"
          >
            {hero.title}
          </h1>
          <p className="mt-3 max-w-xl text-base leading-relaxed text-sand-900 md:mt-6 md:text-xl">
            {hero.subtitle}
          </p>
          <div className="mt-5 flex flex-wrap gap-3 md:mt-9">
            <Link to="/products" className={buttonClass('primary', 'responsive')}>
              {hero.primaryButtonText}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
            <Link to="/community" className={buttonClass('outline', 'responsive')}>
              <UsersRound aria-hidden className="size-4" />
              {hero.secondaryButtonText}
            </Link>
            {quizLabel ? (
              <Link to="/quiz-center" className={buttonClass('outline', 'responsive', 'md:hidden')}>
                <Trophy aria-hidden className="size-4" />
                {quizLabel}
              </Link>
            ) : null}
          </div>
        </div>
        <HeroCollage images={images} />
      </div>
    </section>
  )
}

const FRAMES = [
  'left-[6%] top-0 w-[58%] rotate-[-4deg] z-10',
  'right-0 top-[14%] w-[48%] rotate-[5deg] z-20',
  'left-[18%] bottom-0 w-[50%] rotate-[2deg] z-30',
]
const SHAPES = ['game-face', 'fit-check', 'brand-u', 'on-record']

function HeroCollage({ images }: { images: HeroImage[] }) {
  return (
    <div aria-hidden className="relative mx-auto hidden aspect-[5/4] w-full max-w-lg lg:block">
      {SHAPES.map((hub, i) => (
        <div
          key={hub}
          aria-hidden
          className="absolute rounded-[2rem] opacity-90"
          style={{
            background: `var(--color-hub-${hub})`,
            width: `${30 - i * 3}%`,
            height: `${30 - i * 3}%`,
            left: `${[0, 70, 8, 62][i]}%`,
            top: `${[48, 0, 8, 68][i]}%`,
            transform: `rotate(${[12, -8, -14, 6][i]}deg)`,
          }}
        />
      ))}
      {images.slice(0, 3).map((img, i) => (
        <figure
          key={img.url}
          className={`absolute overflow-hidden rounded-3xl bg-white p-2 shadow-xl ring-1 ring-sand-200 ${FRAMES[i]}`}
        >
          <ArticleImage
            url={img.url}
            alt=""
            width={960}
            height={720}
            // lazy, none first: the collage is hidden below lg, where an eager image would still be
            // fetched, at high priority, next to the first card's image (the phone's LCP); a lazy
            // one that is not rendered is never fetched, and on wide screens it starts at layout
            priority={false}
            sizes="(min-width: 1024px) 320px, 60vw"
            className="aspect-[4/3] w-full rounded-2xl object-cover"
          />
        </figure>
      ))}
      <div className="absolute right-[2%] bottom-[4%] z-40 rounded-2xl bg-ink px-4 py-3 text-white shadow-xl md:right-[4%] md:bottom-[6%] md:px-5 md:py-4">
        <p className="font-display text-2xl font-semibold md:text-3xl">10,000+</p>
        <p className="text-xs text-sand-200 md:text-sm">athletes in the community</p>
      </div>
    </div>
  )
}

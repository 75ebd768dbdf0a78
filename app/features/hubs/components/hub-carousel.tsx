// The homepage's hub carousel (embla). Without JavaScript it is a horizontally scrollable list with
// scroll snapping; once hydrated, embla (~7 KiB gzip, loaded then, off the page's first-paint
// JavaScript) takes over and the prev/next buttons appear. From the md
// breakpoint, when every hub fits on screen (GRID_MAX_HUBS or fewer), it is a plain grid: a
// carousel that shows 3.2 of 4 cards only hides the fourth. Assistive technology hears a carousel
// (region, slides 'n of m') only while it is one: as a grid, and before JavaScript runs, it is a
// plain list of hubs.
import {
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
} from 'react'
import { Link } from 'react-router'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { ArrowRight, ChevronLeft, ChevronRight, Flame } from 'lucide-react'
import { cn } from '#app/components/ui/cn'
import { HUB_BG_CLASS, HubIcon } from './hub-icon'

export type HubCardData = {
  id: string
  title: string
  tagline: string
  description: string
  icon: string
  articleCount: number | null
  trending: boolean
}

/**
 * embla on the element the returned ref is given, once its module has loaded after hydration (what
 * embla-carousel-react's hook does, with the module imported on demand). The options are read once
 * per viewport; until the module is there (or if it fails to load) the list scrolls natively.
 */
function useLazyEmbla(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  const [initial] = useState(options)
  useEffect(() => {
    if (!viewport) return
    let instance: EmblaCarouselType | undefined
    let gone = false
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (gone) return
        instance = EmblaCarousel(viewport, initial)
        setApi(instance)
      })
      .catch(() => {})
    return () => {
      gone = true
      instance?.destroy()
      setApi(undefined)
    }
  }, [viewport, initial])
  return [setViewport, api] as const
}

/** Up to this many hubs fit on a wide screen (2 by 2 on tablets, one row of 4 on desktops). */
export const GRID_MAX_HUBS = 4
const GRID_QUERY = '(min-width: 768px)'

function subscribeWide(onChange: () => void) {
  const mq = window.matchMedia(GRID_QUERY)
  mq.addEventListener('change', onChange)
  return () => mq.removeEventListener('change', onChange)
}

/** true/false once hydrated; null while rendering on the server and hydrating (not known yet). */
function useWide(): boolean | null {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(GRID_QUERY).matches,
    () => null,
  )
}

export function HubCarousel({
  hubs,
  label,
  trendingLabel,
}: {
  hubs: HubCardData[]
  label: string
  trendingLabel: string
}) {
  const fits = hubs.length <= GRID_MAX_HUBS
  const wide = useWide()
  // a carousel only once embla can run it (hydrated) and while the hubs do not all fit as a grid
  const carousel = wide !== null && !(fits && wide)
  const [viewportRef, api] = useLazyEmbla({
    align: 'start',
    containScroll: 'trimSnaps',
    skipSnaps: false,
    breakpoints: fits ? { [GRID_QUERY]: { active: false } } : {},
  })
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)

  const update = useCallback(() => {
    if (!api) return
    setCanPrev(api.canScrollPrev())
    setCanNext(api.canScrollNext())
  }, [api])
  useEffect(() => {
    if (!api) return
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api, update])

  const onKeyDown = (e: KeyboardEvent) => {
    if (!carousel) return
    if (e.key === 'ArrowRight') {
      e.preventDefault()
      api?.scrollNext()
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault()
      api?.scrollPrev()
    }
  }

  return (
    <div
      {...(carousel
        ? { role: 'region', 'aria-roledescription': 'carousel', 'aria-label': label }
        : {})}
      data-mode={carousel ? 'carousel' : 'list'}
      onKeyDownCapture={onKeyDown}
      className="relative"
    >
      <div
        ref={viewportRef}
        className={cn(
          '-mx-4 px-4 md:mx-0 md:px-0',
          'pb-4',
          api ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto',
          fits && 'md:overflow-visible md:pb-0',
        )}
      >
        <div
          role={carousel ? undefined : 'list'}
          aria-label={carousel ? undefined : label}
          className={cn('flex gap-4 md:gap-5', fits && 'md:grid md:grid-cols-2 lg:grid-cols-4')}
        >
          {hubs.map((hub, i) => (
            <div
              key={hub.id}
              {...(carousel
                ? {
                    role: 'group',
                    'aria-roledescription': 'slide',
                    'aria-label': `${i + 1} of ${hubs.length}`,
                  }
                : { role: 'listitem' })}
              className={cn(
                'min-w-0 shrink-0 grow-0 basis-[82%] snap-start sm:basis-[48%] lg:basis-[31.5%]',
                fits && 'md:basis-auto',
              )}
            >
              <HubCard hub={hub} trendingLabel={trendingLabel} />
            </div>
          ))}
        </div>
      </div>
      {/* rendered before hydration too (invisible) so the layout does not shift when embla starts */}
      <div
        className={cn(
          'mt-2 flex items-center justify-end gap-2',
          !api && 'invisible',
          fits && 'md:hidden',
        )}
      >
        <button
          type="button"
          onClick={() => api?.scrollPrev()}
          disabled={!canPrev}
          aria-label="Previous hubs"
          className="flex size-11 items-center justify-center rounded-full border border-sand-400 bg-white text-ink transition hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => api?.scrollNext()}
          disabled={!canNext}
          aria-label="Next hubs"
          className="flex size-11 items-center justify-center rounded-full border border-sand-400 bg-white text-ink transition hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
    </div>
  )
}

function HubCard({ hub, trendingLabel }: { hub: HubCardData; trendingLabel: string }) {
  const style = { '--hub': `var(--color-hub-${hub.id}, var(--color-clay-600))` } as CSSProperties
  return (
    <article
      style={style}
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-sand-200 transition focus-within:ring-2 focus-within:ring-clay-600 hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div
        className={cn(
          'relative h-28 overflow-hidden bg-[var(--hub)] md:h-36',
          HUB_BG_CLASS[hub.id],
        )}
      >
        <div aria-hidden className="absolute -top-10 -right-8 size-40 rounded-full bg-white/15" />
        <div aria-hidden className="absolute -bottom-16 left-10 size-44 rounded-full bg-black/10" />
        <span className="absolute bottom-5 left-5 flex size-14 items-center justify-center rounded-2xl bg-white/95 text-[var(--hub)] shadow-sm">
          <HubIcon hubId={hub.id} icon={hub.icon} className="size-7" />
        </span>
        {hub.trending ? (
          <span className="absolute top-4 right-4 inline-flex items-center gap-1 rounded-full bg-ink px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
            <Flame aria-hidden className="size-3.5 text-sand-300" />
            {trendingLabel}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5 md:p-6">
        <h3 className="font-display text-2xl font-semibold text-ink">
          <Link
            to={`/hub/${hub.id}`}
            prefetch="intent"
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {hub.title}
          </Link>
        </h3>
        {hub.tagline ? (
          <p className="mt-1 text-sm font-semibold text-sand-800">{hub.tagline}</p>
        ) : null}
        <p className="mt-2 line-clamp-3 leading-relaxed text-sand-800 max-sm:hidden md:mt-3">
          {hub.description}
        </p>
        <p className="mt-auto flex items-center justify-between pt-4 text-sm font-semibold text-ink md:pt-5">
          <span>
            {hub.articleCount === null
              ? ''
              : `${hub.articleCount} ${hub.articleCount === 1 ? 'article' : 'articles'}`}
          </span>
          <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  )
}

// A third-party post as a local facade: title, provider, a local thumbnail (or the provider's name
// and colour drawn here) and a button. The provider's player is created only after that click, and
// only when the reader has allowed the 'marketing' category (social media and video players set
// their own cookies); before both, the browser sends the provider nothing.
import { useEffect, useRef, useState } from 'react'
import { Play } from 'lucide-react'
import type { ContentBlock } from '#app/db/schema'
import { responsiveImage } from '#app/utils/image-url'
import { EMBED_PROVIDERS } from '../embed-providers'
import { safeHref } from '../safe-href'

// consent and the players' addresses load on the first click (docs/decisions/0034-embed-facades.md)
const consentKit = () => import('./embed-consent')

const FRAME: Record<string, string> = {
  youtube: 'aspect-video',
  vimeo: 'aspect-video',
  spotify: 'h-[352px]',
  tiktok: 'mx-auto h-[740px] max-w-[340px]',
  instagram: 'mx-auto h-[640px] max-w-[480px]',
  x: 'mx-auto h-[560px] max-w-[550px]',
}

type Block = Extract<ContentBlock, { type: 'embed' }>
type State = 'facade' | 'asking' | 'saving' | 'refused' | 'loaded'

export function EmbedFacade({ block }: { block: Block }) {
  const provider = EMBED_PROVIDERS[block.provider]
  const [state, setState] = useState<State>('facade')
  const [src, setSrc] = useState('')
  const frameRef = useRef<HTMLIFrameElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  // a reader who asked for the post and then allowed marketing in the privacy choices gets it
  useEffect(() => {
    if (state !== 'asking' && state !== 'refused') return
    let off: (() => void) | undefined
    let live = true
    void consentKit().then((kit) => {
      if (live) off = kit.onEmbedConsent(() => setState('loaded'))
    })
    return () => {
      live = false
      off?.()
    }
  }, [state])
  useEffect(() => {
    if (state === 'loaded') frameRef.current?.focus()
    if (state === 'asking' || state === 'refused') panelRef.current?.focus()
  }, [state])
  if (!provider || !block.embed_id) return null
  const title = block.title || `${provider.name} post ${block.embed_id}`
  const thumb = block.thumb_url ? responsiveImage(block.thumb_url) : null
  // the player's address is rebuilt from the provider and id on click, never read from the block
  const link = safeHref(block.url)

  const load = async () => {
    const kit = await consentKit()
    setSrc(kit.playerUrl(block.provider, block.embed_id))
    setState(kit.hasEmbedConsent() ? 'loaded' : 'asking')
  }
  const allow = async () => {
    setState('saving')
    try {
      setState((await (await consentKit()).allowEmbeds()) ? 'loaded' : 'refused')
    } catch {
      setState('refused')
    }
  }

  if (state === 'loaded' && src)
    return (
      <figure className="my-10 md:-mx-6" data-embed={block.provider}>
        <iframe
          ref={frameRef}
          src={src}
          title={title}
          className={`block w-full rounded-2xl border-0 bg-sand-100 ${FRAME[block.provider] ?? 'aspect-video'}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen; clipboard-write"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
        <figcaption className="mt-2 text-center text-sm text-sand-700">{title}</figcaption>
      </figure>
    )

  return (
    <figure className="my-10 md:-mx-6" data-embed={block.provider}>
      <div className="relative overflow-hidden rounded-2xl bg-ink text-white">
        {thumb ? (
          <img
            src={thumb.src}
            alt=""
            width={960}
            height={540}
            loading="lazy"
            className="aspect-video h-auto w-full object-cover opacity-70"
          />
        ) : (
          <div
            aria-hidden
            className="flex aspect-video w-full items-center justify-center"
            style={{
              background: `linear-gradient(135deg, ${provider.color}, #1d1a17 85%)`,
            }}
          >
            <span className="font-display text-4xl font-bold tracking-tight opacity-90 md:text-6xl">
              {provider.name}
            </span>
          </div>
        )}
        <div className="absolute inset-x-0 bottom-0 flex flex-col gap-3 bg-gradient-to-t from-black/85 to-transparent p-4 pt-10 sm:flex-row sm:items-end sm:justify-between md:p-5">
          <div className="min-w-0">
            <p className="my-0! text-xs font-bold tracking-wider text-white uppercase">
              {provider.name}
            </p>
            <p className="my-0! line-clamp-2 text-base leading-snug font-semibold text-white">
              {title}
            </p>
          </div>
          <button
            type="button"
            onClick={() => void load()}
            className="inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-bold text-ink hover:bg-sand-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Play aria-hidden className="size-4" /> Load {provider.name} content
          </button>
        </div>
      </div>
      {state === 'facade' ? (
        <figcaption className="mt-2 text-center text-xs text-sand-700">
          Shown from {provider.name} only when you ask, with your consent.{' '}
          {link ? (
            <a href={link} rel="noopener nofollow" className="underline">
              Open on {provider.name}
            </a>
          ) : null}
        </figcaption>
      ) : (
        <div
          ref={panelRef}
          tabIndex={-1}
          role="region"
          aria-label={`${provider.name} consent`}
          className="mt-3 rounded-2xl bg-sand-100 p-4 text-sm text-ink ring-1 ring-sand-300 outline-none focus-visible:ring-2 focus-visible:ring-ink"
        >
          <p className="my-0!">
            {state === 'refused'
              ? `Your privacy choices do not allow ${provider.name} content on this device, so it stays off. You can still open it on ${provider.name}.`
              : `${provider.name} may set cookies and see that you visited. Loading it needs your consent to marketing and social media content.`}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {state !== 'refused' ? (
              <button
                type="button"
                onClick={allow}
                disabled={state === 'saving'}
                className="rounded-full bg-ink px-4 py-2 text-sm font-bold text-white hover:bg-sand-900 disabled:opacity-60"
              >
                {state === 'saving' ? 'Saving…' : `Allow and load ${provider.name}`}
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => void consentKit().then((kit) => kit.openConsentPreferences())}
              className="rounded-full border border-sand-400 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-sand-50"
            >
              Privacy choices
            </button>
            {link ? (
              <a
                href={link}
                rel="noopener nofollow"
                className="rounded-full px-4 py-2 text-sm font-semibold underline"
              >
                Open on {provider.name}
              </a>
            ) : null}
          </div>
        </div>
      )}
    </figure>
  )
}

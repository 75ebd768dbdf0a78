import { Link2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { showToast } from '#app/components/toaster'

const NETWORKS = [
  ['Email', 'mailto:?subject={t}&body={u}'],
  ['WhatsApp', 'https://wa.me/?text={t}%20{u}'],
  ['X', 'https://x.com/intent/post?text={t}&url={u}'],
  ['Facebook', 'https://www.facebook.com/sharer/sharer.php?u={u}'],
] as const

/**
 * Share a page: the device's share sheet where there is one, otherwise the link is copied (with a
 * toast). The plain links (the page itself, email and a few networks) work without JavaScript.
 * Pages load it lazily, so it hydrates after the page (whose root sets data-hydrated): until
 * data-hydrated is on the group too, a click follows the plain link and reloads the page.
 */
export default function ShareLinks({ url, title }: { url: string; title: string }) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const fill = (pattern: string) =>
    pattern.replace('{t}', encodeURIComponent(title)).replace('{u}', encodeURIComponent(url))
  return (
    <div
      role="group"
      aria-label="Share"
      data-hydrated={hydrated ? 'true' : undefined}
      className="flex flex-wrap items-center gap-2 text-sm"
    >
      <a
        href={url}
        className="inline-flex h-11 items-center gap-2 rounded-full border border-sand-300 bg-white px-4 font-semibold text-ink hover:bg-sand-100"
        onClick={(e) => {
          e.preventDefault()
          if (navigator.share) void navigator.share({ title, url }).catch(() => {})
          else
            void navigator.clipboard?.writeText(url).then(
              () => showToast({ type: 'success', title: 'Link copied' }),
              () => showToast({ type: 'error', title: 'Could not copy the link' }),
            )
        }}
      >
        <Link2 aria-hidden className="size-4" /> Share or copy link
      </a>
      {NETWORKS.map(([name, pattern]) => (
        <a
          key={name}
          href={fill(pattern)}
          rel="noopener noreferrer"
          className="inline-flex h-11 items-center rounded-full px-3 font-semibold text-sand-800 underline-offset-4 hover:underline"
        >
          {name}
        </a>
      ))}
    </div>
  )
}

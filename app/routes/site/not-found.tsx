import { Link, data } from 'react-router'
import { ArrowRight, Compass, Home } from 'lucide-react'
import type { Route } from './+types/not-found'
import { buttonClass } from '#app/components/ui/button'
import { HUBS } from '#app/utils/site'

export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found | Beyond the Game' },
  { name: 'robots', content: 'noindex' },
]

export default function NotFoundRoute() {
  return (
    <section aria-labelledby="nf-title" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-sand-100 to-transparent"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center md:py-28">
        <p
          aria-hidden
          className="font-display text-[7rem] leading-none font-semibold tracking-tight text-sand-300 md:text-[10rem]"
        >
          404
        </p>
        <h1
          id="nf-title"
          className="mt-2 font-display text-4xl font-semibold tracking-tight text-ink md:text-5xl"
        >
          Page not found
        </h1>
        <p className="mt-4 max-w-lg text-lg text-sand-800">
          The page you're looking for doesn't exist or has moved. Out of bounds happens; here is how
          to get back in play.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/" className={buttonClass('primary', 'lg')}>
            <Home aria-hidden className="size-4" /> Go Home
          </Link>
          <Link to="/explore" className={buttonClass('outline', 'lg')}>
            <Compass aria-hidden className="size-4" /> Explore articles
          </Link>
        </div>
        <nav aria-label="Hubs" className="mt-14 w-full">
          <p className="text-xs font-bold tracking-[0.18em] text-sand-700 uppercase">
            Or jump into a hub
          </p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {HUBS.map((h) => (
              <li key={h.id}>
                <Link
                  to={`/hub/${h.id}`}
                  className="group flex items-center justify-between rounded-2xl bg-white px-5 py-4 text-left font-semibold text-ink ring-1 ring-sand-200 hover:ring-clay-600"
                >
                  <span className="flex items-center gap-3">
                    <span
                      aria-hidden
                      className="size-2.5 rounded-full"
                      style={{ background: `var(--color-hub-${h.id})` }}
                    />
                    {h.title}
                  </span>
                  <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  )
}

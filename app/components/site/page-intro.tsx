import type { ReactNode } from 'react'

/** The title band at the top of content pages. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string
  title: string
  lead?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="relative overflow-hidden border-b border-sand-200 bg-sand-100">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-clay-500/10 blur-3xl"
      />
      <div className="relative page-container py-14 md:py-20">
        {eyebrow ? (
          <p className="text-xs font-bold tracking-[0.18em] text-clay-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 max-w-3xl font-display text-4xl leading-tight font-semibold tracking-tight text-balance text-ink md:text-6xl">
          {title}
        </h1>
        {lead ? (
          <div className="mt-5 max-w-2xl text-lg leading-relaxed text-sand-900 md:text-xl">
            {lead}
          </div>
        ) : null}
        {children}
      </div>
    </div>
  )
}

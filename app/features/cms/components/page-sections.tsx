import { cn } from '#app/components/ui/cn'
import type { PublicSection } from '../public-pages'

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i} className="leading-relaxed whitespace-pre-line text-sand-900">
          {p}
        </p>
      ))}
    </>
  )
}

/** Sections of an admin-built page: title, text and items, rendered as text (escaped by React). */
export function PageSections({
  sections,
  headingLevel = 2,
  className,
}: {
  sections: PublicSection[]
  headingLevel?: 2 | 3
  className?: string
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className={cn('space-y-10', className)}>
      {sections.map((s) => (
        <section key={s.key} aria-label={s.title ? undefined : s.key} className="space-y-3">
          {s.title ? (
            <Heading className="font-display text-2xl font-semibold tracking-tight text-ink md:text-3xl">
              {s.title}
            </Heading>
          ) : null}
          {s.text ? <Paragraphs text={s.text} /> : null}
          {s.items.length ? (
            <ul className="list-disc space-y-1.5 pl-5 text-sand-900 marker:text-clay-600">
              {s.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  )
}

/** The home page's 'index' sections as one band of columns. */
export function HomePageSections({ sections }: { sections: PublicSection[] }) {
  if (!sections.length) return null
  return (
    // the band under the mission statement (home.tsx): same white, no border or top padding between
    <section aria-label="About Beyond the Game" className="border-b border-sand-200 bg-white">
      <div className="page-container grid gap-6 pt-6 pb-10 md:grid-cols-3 md:gap-10 md:pt-10 md:pb-16">
        {sections.map((s) => (
          <div key={s.key} className="space-y-3">
            {s.title ? (
              <h2 className="font-display text-2xl font-semibold tracking-tight text-ink">
                {s.title}
              </h2>
            ) : null}
            {s.text ? <Paragraphs text={s.text} /> : null}
            {s.items.length ? (
              <ul className="space-y-2 text-sand-900">
                {s.items.map((item, i) => (
                  <li key={i} className="flex gap-2">
                    <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-clay-600" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
    </section>
  )
}

import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'
import { ExternalLink, Info } from 'lucide-react'
import { PageIntro } from '#app/components/site/page-intro'
import type { LegalBlock, LegalDocument } from '../legal-types'

const TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g

function SmartLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>
  const external = /^https?:\/\//.test(href)
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}

/** Renders our own static text: [label](href) links and **bold** only. */
export function RichText({ text }: { text: string }) {
  const out: ReactNode[] = []
  let last = 0
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > last) out.push(text.slice(last, m.index))
    if (m[1] && m[2])
      out.push(
        <SmartLink key={m.index} href={m[2]}>
          {m[1]}
        </SmartLink>,
      )
    else out.push(<strong key={m.index}>{m[3]}</strong>)
    last = m.index + m[0].length
  }
  if (last < text.length) out.push(text.slice(last))
  return (
    <>
      {out.map((part, i) =>
        typeof part === 'string' ? <Fragment key={`t${i}`}>{part}</Fragment> : part,
      )}
    </>
  )
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string')
    return (
      <p>
        <RichText text={block} />
      </p>
    )
  if ('list' in block) {
    const List = block.ordered ? 'ol' : 'ul'
    return (
      <List>
        {block.list.map((item, i) => (
          <li key={i}>
            <RichText text={item} />
          </li>
        ))}
      </List>
    )
  }
  if ('note' in block)
    return (
      <aside className="my-6 flex gap-3 rounded-2xl bg-sand-100 p-5 text-base leading-relaxed text-sand-900 ring-1 ring-sand-200">
        <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-clay-700" />
        <p className="m-0!">
          <RichText text={block.note} />
        </p>
      </aside>
    )
  return (
    <ul className="my-6 grid list-none! gap-3 pl-0! sm:grid-cols-2">
      {block.links.map((l) => (
        <li key={l.href} className="m-0! rounded-2xl bg-white p-5 ring-1 ring-sand-200">
          <a
            href={l.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 font-semibold text-ink! no-underline!"
          >
            {l.label}
            <ExternalLink aria-hidden className="size-3.5" />
          </a>
          <p className="mt-1! mb-0! text-[0.95rem] leading-relaxed text-sand-800">{l.text}</p>
          <p className="mt-1! mb-0! text-sm text-sand-700">
            {new URL(l.href).hostname.replace(/^www\./, '')}
          </p>
        </li>
      ))}
    </ul>
  )
}

export function LegalDocumentPage({ doc, children }: { doc: LegalDocument; children?: ReactNode }) {
  return (
    <>
      <PageIntro eyebrow={doc.eyebrow} title={doc.title} lead={doc.lead}>
        {doc.updated ? (
          <p className="mt-6 text-sm font-semibold text-sand-800">Last updated: {doc.updated}</p>
        ) : null}
      </PageIntro>
      <div className="page-container grid gap-10 py-12 md:py-16 lg:grid-cols-[16rem_1fr]">
        {doc.sections.length > 2 ? (
          <nav aria-label="On this page" className="hidden lg:block">
            <div className="sticky top-24">
              <p className="text-xs font-bold tracking-[0.18em] text-sand-700 uppercase">
                On this page
              </p>
              <ol className="mt-4 space-y-2 border-l border-sand-300 text-sm">
                {doc.sections.map((s) => (
                  <li key={s.id}>
                    <a
                      href={`#${s.id}`}
                      className="-ml-px block border-l-2 border-transparent pl-4 text-sand-800 hover:border-clay-600 hover:text-ink"
                    >
                      {s.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        ) : (
          <div className="hidden lg:block" />
        )}
        <div className="prose-article max-w-3xl text-sand-900">
          {doc.sections.map((s) => (
            <section key={s.id} aria-labelledby={s.id} className="scroll-mt-24">
              <h2 id={s.id}>{s.heading}</h2>
              {s.blocks.map((b, i) => (
                <Block key={i} block={b} />
              ))}
            </section>
          ))}
          {children}
        </div>
      </div>
    </>
  )
}

// The /explore filter form: a plain GET form (works without JavaScript); with JavaScript it
// navigates on change (text after a 300 ms pause) to the clean URL of the view.
import { useEffect, useRef } from 'react'
import { Form, Link, useNavigate, useRouteLoaderData } from 'react-router'
import { Search } from 'lucide-react'
import { cn } from '#app/components/ui/cn'
import { inputClass, SelectField } from '#app/components/ui/field'
import {
  EXPLORE_SORTS,
  EXPLORE_TABS,
  exploreSearch,
  type ExploreQuery,
  type ExploreSort,
  type ExploreTab,
} from '../article-rules'

const SEARCH_DEBOUNCE_MS = 300

// the form's fields are bounded (selects) or free text the loader parses again with the schema;
// here they only need trimming and known values, so the page carries no schema library
function formSearch(form: HTMLFormElement) {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '').trim()
  const tab = EXPLORE_TABS.find((t) => t.value === data.get('tab'))?.value as ExploreTab | undefined
  const sort = EXPLORE_SORTS.find((s) => s.value === data.get('sort'))?.value as
    ExploreSort | undefined
  return exploreSearch({
    q: text('q'),
    category: text('category'),
    tag: text('tag'),
    tab,
    sort,
    page: 1,
  })
}

export function ExploreFilters({
  query,
  categories,
}: {
  query: ExploreQuery
  categories: string[]
}) {
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // back/forward and tab links change the URL: mirror it into the fields (uncontrolled inputs)
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const set = (name: string, value: string) => {
      const el = form.elements.namedItem(name)
      if (
        (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) &&
        el !== document.activeElement
      )
        el.value = value
    }
    set('q', query.q)
    set('category', query.category)
    set('sort', query.sort)
  }, [query.q, query.category, query.sort])

  function go(replace: boolean) {
    if (!formRef.current) return
    navigate(`/explore${formSearch(formRef.current)}`, { replace, preventScrollReset: true })
  }
  const categoryOptions =
    query.category && !categories.includes(query.category)
      ? [query.category, ...categories]
      : categories

  return (
    <div className="space-y-5">
      <Form
        ref={formRef}
        method="get"
        action="/explore"
        role="search"
        aria-label="Filter articles"
        className="grid gap-3 md:grid-cols-[minmax(0,1fr)_14rem_12rem_auto] md:items-end"
        onSubmit={(e) => {
          e.preventDefault()
          clearTimeout(timer.current)
          go(false)
        }}
        onChange={(e) => {
          const target = e.target as HTMLElement
          clearTimeout(timer.current)
          if (target instanceof HTMLInputElement && target.name === 'q')
            timer.current = setTimeout(() => go(true), SEARCH_DEBOUNCE_MS)
          else go(false)
        }}
      >
        <div className="space-y-1.5">
          <label htmlFor="explore-q" className="block text-sm font-semibold text-ink">
            Search articles
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-sand-700"
            />
            <input
              id="explore-q"
              type="search"
              name="q"
              defaultValue={query.q}
              placeholder="Try “NIL deals” or “skincare”"
              autoComplete="off"
              className={cn(inputClass, 'pl-11')}
            />
          </div>
        </div>
        <SelectField
          id="explore-category"
          label="Category"
          name="category"
          defaultValue={query.category}
          placeholder="All categories"
          options={categoryOptions}
        />
        {query.tab !== 'featured' ? <input type="hidden" name="tab" value={query.tab} /> : null}
        {query.tag ? <input type="hidden" name="tag" value={query.tag} /> : null}
        <SelectField
          id="explore-sort"
          label="Sort by"
          name="sort"
          defaultValue={query.sort}
          options={EXPLORE_SORTS}
        />
        <button
          type="submit"
          className="h-[2.875rem] rounded-xl bg-ink px-6 text-sm font-semibold text-white hover:bg-sand-900"
        >
          Search
        </button>
      </Form>
      <ExploreTabs query={query} />
    </div>
  )
}

/** Featured / Trending / Recent as links: each keeps the other filters and starts at page 1. */
function ExploreTabs({ query }: { query: ExploreQuery }) {
  const frame = useRouteLoaderData('routes/site/layout') as { hasPodcasts?: boolean } | undefined
  const tabs = EXPLORE_TABS.filter(
    (t) => t.value !== 'podcasts' || frame?.hasPodcasts || query.tab === 'podcasts',
  )
  return (
    // on phones the row may use most of the card's padding, so the four tabs fit a 390 px screen
    <nav aria-label="Article tabs" className="-mx-4 sm:mx-0">
      {/* one line of pills: on the narrowest phones the list scrolls sideways inside its own
          pill (each link is focusable, so the keyboard scrolls it too) instead of wrapping a
          label or widening the page */}
      <ul className="flex w-fit max-w-full [scrollbar-width:none] gap-0.5 overflow-x-auto rounded-full bg-sand-100 p-1 ring-1 ring-sand-200 sm:gap-1">
        {tabs.map((t) => {
          const active = query.tab === t.value
          return (
            <li key={t.value} className="shrink-0">
              <Link
                to={`/explore${exploreSearch({ ...query, tab: t.value, page: 1 })}`}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                // Chromium leaves a half-hidden tab half-hidden when it takes focus: show it whole
                onFocus={(e) =>
                  e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })
                }
                className={cn(
                  'inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4 md:px-5',
                  active ? 'bg-ink text-white shadow-sm' : 'text-sand-900 hover:bg-white',
                )}
              >
                {t.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

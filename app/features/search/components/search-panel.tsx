// The search dialog itself (lazy-loaded by search-dialog.tsx). Results come from /api/search through
// a fetcher, 300 ms after the last change, and are kept per term + filters for the session.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { useFetcher, useRouteLoaderData } from 'react-router'
import { Dialog } from '#app/components/ui/dialog'
import { SlidersHorizontal, Search, X } from 'lucide-react'
import { SectionBoundary } from '#app/components/section-boundary'
import { cn } from '#app/components/ui/cn'
import { returnFocusTo as focusBack } from '#app/components/ui/dialog-focus'
import { SelectField } from '#app/components/ui/field'
import { HUBS } from '#app/utils/site'
import {
  DEFAULT_SEARCH_FILTERS,
  SEARCH_DATES,
  SEARCH_DEBOUNCE_MS,
  SEARCH_RATINGS,
  searchParamsOf,
  searchTypeOptions,
  type SearchQuery,
  type SearchResult,
} from '../search.schema'
import { SearchResultItem } from './search-result'

type Filters = Omit<SearchQuery, 'q'>
type SearchResponse = { query: SearchQuery; results: SearchResult[]; failed: boolean }

// kept for the whole visit: reopening the dialog or retyping a term shows results at once
const resultCache = new Map<string, SearchResult[]>()

export default function SearchPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLElement | null>
}) {
  const fetcher = useFetcher<SearchResponse>()
  const frame = useRouteLoaderData('routes/site/layout') as { hasPodcasts?: boolean } | undefined
  const typeOptions = searchTypeOptions(Boolean(frame?.hasPodcasts))
  const [term, setTerm] = useState('')
  const [filters, setFilters] = useState<Filters>(DEFAULT_SEARCH_FILTERS)
  const [debounced, setDebounced] = useState('')
  // phones: the filters fold behind one button so results start near the top of the screen
  const [showFilters, setShowFilters] = useState(false)
  const filtersId = useId()
  const listRef = useRef<HTMLUListElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  const q = term.trim()
  const key = searchParamsOf({ q: debounced, ...filters })

  useEffect(() => {
    const t = setTimeout(() => setDebounced(q), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(t)
  }, [q])

  useEffect(() => {
    if (!debounced || resultCache.has(key)) return
    fetcher.load(`/api/search?${key}`)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, debounced])

  const data = fetcher.data
  useEffect(() => {
    if (data && !data.failed) resultCache.set(searchParamsOf(data.query), data.results)
  }, [data])

  const cached =
    resultCache.get(key) ??
    (data && searchParamsOf(data.query) === key && !data.failed ? data.results : undefined)
  const pending = Boolean(q) && (q !== debounced || (!cached && fetcher.state !== 'idle'))
  const failed = Boolean(data?.failed && searchParamsOf(data.query) === key)
  const filtersSet = JSON.stringify(filters) !== JSON.stringify(DEFAULT_SEARCH_FILTERS)
  const activeFilters = (Object.keys(DEFAULT_SEARCH_FILTERS) as (keyof Filters)[]).filter(
    (k) => filters[k] !== DEFAULT_SEARCH_FILTERS[k],
  ).length

  function clear() {
    setTerm('')
    setDebounced('')
    setFilters(DEFAULT_SEARCH_FILTERS)
    inputRef.current?.focus()
  }

  function onListKeyDown(e: KeyboardEvent) {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    const links = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-result]') ?? [])
    if (!links.length) return
    e.preventDefault()
    const i = links.indexOf(document.activeElement as HTMLElement)
    if (e.key === 'ArrowDown') links[Math.min(i + 1, links.length - 1)]?.focus()
    else if (i <= 0) inputRef.current?.focus()
    else links[i - 1]?.focus()
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        backdrop="dark-blur"
        onKeyDown={onListKeyDown}
        onOpenAutoFocus={(event) => {
          // the search field, not Close: typing starts at once and phones open their keyboard
          event.preventDefault()
          inputRef.current?.focus()
        }}
        onCloseAutoFocus={focusBack(() => returnFocusTo.current)}
        className="fixed inset-x-0 top-0 z-50 flex max-h-[100dvh] flex-col bg-sand-50 shadow-2xl md:top-[8vh] md:mx-auto md:max-h-[84vh] md:w-[min(44rem,calc(100vw-2rem))] md:rounded-3xl"
      >
        <div className="border-b border-sand-200 p-4 md:p-5">
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="font-display text-xl font-semibold">Search</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-9 items-center justify-center rounded-full hover:bg-sand-200"
              aria-label="Close search"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Search articles and products. Use the arrow keys to move through results.
          </Dialog.Description>
          <div className="relative mt-3">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-sand-700"
            />
            <input
              ref={inputRef}
              type="search"
              aria-label="Search articles and products"
              placeholder="Search articles, products, tags…"
              value={term}
              onChange={(e) => setTerm(e.target.value)}
              autoComplete="off"
              className="h-12 w-full rounded-2xl border border-sand-300 bg-white pr-4 pl-11 text-base text-ink placeholder:text-sand-600 focus:border-clay-600 focus:ring-2 focus:ring-clay-600/30 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
            />
          </div>
          <div className="mt-3 flex items-center justify-between gap-2 md:hidden">
            <button
              type="button"
              aria-expanded={showFilters}
              aria-controls={filtersId}
              onClick={() => setShowFilters((v) => !v)}
              className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink ring-1 ring-sand-300 hover:bg-sand-100"
            >
              <SlidersHorizontal aria-hidden className="size-4" />
              Filters
              {activeFilters ? (
                <span className="rounded-full bg-ink px-2 text-xs text-white">
                  {activeFilters}
                  <span className="sr-only"> set</span>
                </span>
              ) : null}
            </button>
            {!showFilters && (term || filtersSet) ? (
              <button
                type="button"
                onClick={clear}
                className="h-10 rounded-full px-4 text-sm font-semibold text-clay-700 hover:bg-sand-200"
              >
                Clear
              </button>
            ) : null}
          </div>
          <div
            id={filtersId}
            className={cn(
              'mt-3 grid-cols-2 items-end gap-2 md:flex md:flex-wrap',
              showFilters ? 'grid' : 'hidden',
            )}
          >
            <SelectField
              pill
              label="Type"
              value={filters.type}
              options={typeOptions}
              // a minimum rating only means something for products
              onChange={(e) => {
                const type = e.target.value as Filters['type']
                setFilters({
                  ...filters,
                  type,
                  rating: type === 'product' ? filters.rating : 'any',
                })
              }}
            />
            <SelectField
              pill
              label="Hub"
              value={filters.hub}
              options={[
                { value: '', label: 'All hubs' },
                ...HUBS.map((h) => ({ value: h.id, label: h.title })),
              ]}
              onChange={(e) => setFilters({ ...filters, hub: e.target.value })}
            />
            {filters.type === 'product' ? (
              <SelectField
                pill
                label="Minimum rating"
                value={filters.rating}
                options={SEARCH_RATINGS}
                onChange={(e) =>
                  setFilters({ ...filters, rating: e.target.value as Filters['rating'] })
                }
              />
            ) : null}
            <SelectField
              pill
              label="Date"
              value={filters.date}
              options={SEARCH_DATES}
              onChange={(e) => setFilters({ ...filters, date: e.target.value as Filters['date'] })}
            />
            <button
              type="button"
              onClick={clear}
              disabled={!term && !filtersSet}
              className="col-span-2 h-9 justify-self-end rounded-full px-4 text-sm font-semibold text-clay-700 hover:bg-sand-200 disabled:text-sand-600 disabled:hover:bg-transparent md:ml-auto"
            >
              Clear
            </button>
          </div>
        </div>
        <div className="min-h-40 flex-1 overflow-y-auto p-3 md:p-4" aria-live="polite">
          {!q ? (
            <p className="px-3 py-10 text-center text-sand-800">Start typing...</p>
          ) : failed ? (
            <SectionBoundary key={key} failed onRetry={() => fetcher.load(`/api/search?${key}`)} />
          ) : pending && !cached ? (
            <p className="px-3 py-10 text-center text-sand-800">Searching…</p>
          ) : cached && cached.length ? (
            <ul
              ref={listRef}
              className={cn('space-y-1', pending && 'opacity-60')}
              aria-label="Search results"
            >
              {cached.map((r) => (
                <li key={`${r.type}-${r.id}`}>
                  <SearchResultItem result={r} onNavigate={() => onOpenChange(false)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-3 py-10 text-center text-sand-800">No results found</p>
          )}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}

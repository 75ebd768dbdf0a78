import { useEffect, useRef, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Check, Eye, Loader2, Save } from 'lucide-react'
import { AdminPanel } from '#app/components/admin/admin-page'
import { buttonClass } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { FormMessage, InputField, SelectField } from '#app/components/ui/field'
import { HUBS } from '#app/utils/site'
import { slugify } from '#app/utils/text'
import { parseArticleForm } from '#app/features/articles/articles-admin.schema'
import { useAutosave } from './admin-autosave'
import { AdminBlockEditor } from './admin-block-editor'
import { toEditorBlocks } from './admin-block-model'
import { PublishIcon, PublishPanel, RevisionsPanel } from './admin-editor-aside'
import { AdminImageField } from './admin-image-field'
import { AdminSeoPanel, type SeoValues } from './admin-seo-panel'
import {
  initialValues,
  useEditorKeys,
  type EditorArticle,
  type EditorProps as Props,
} from './admin-article-editor-state'

export type { EditorArticle }

export function AdminArticleEditor({
  article,
  authors,
  categories,
  products,
  videos,
  revisions,
  siteUrl,
  previewHref,
  publicHref,
  errors,
  defaultHubId,
}: Props) {
  const [v, setV] = useState(() => initialValues(article, defaultHubId))
  const [slugTouched, setSlugTouched] = useState(Boolean(article?.slug))
  const formRef = useRef<HTMLFormElement>(null)
  const saveRef = useRef<HTMLButtonElement>(null)
  const navigation = useNavigation()
  const submitting =
    navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post'
  const status = article?.status ?? 'draft'
  const autosave = useAutosave(formRef, Boolean(article) && status === 'draft')
  // the same schema as the action checks the form before it is sent
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  const err = clientErrors ?? errors ?? {}
  useEffect(() => {
    if (clientErrors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [clientErrors])
  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    autosave.cancel()
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const intent = submitter?.value ?? 'save'
    if (!['save', 'publish', 'schedule', 'unpublish'].includes(intent)) return
    const parsed = parseArticleForm(new FormData(e.currentTarget, submitter))
    const found = parsed.ok ? {} : { ...parsed.errors }
    if (
      parsed.ok &&
      intent === 'schedule' &&
      (!parsed.publishAt || parsed.publishAt.getTime() <= Date.now())
    )
      found.publishAt = parsed.publishAt
        ? 'Choose a time in the future'
        : 'Choose a date and time to publish'
    if (Object.keys(found).length) {
      e.preventDefault()
      setClientErrors(found)
      return
    }
    setClientErrors(null)
  }
  useEditorKeys(formRef, saveRef, previewHref)
  // new, live and scheduled articles do not autosave: warn before leaving with unsaved changes
  const warn = autosave.dirty && (status !== 'draft' || !article)
  useEffect(() => {
    if (!warn) return
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [warn])

  const set = (patch: Partial<typeof v>) => {
    setV((cur) => {
      const next = { ...cur, ...patch }
      if (patch.title !== undefined && !slugTouched) next.slug = slugify(patch.title)
      return next
    })
    autosave.schedule()
  }
  const seo: SeoValues = { ...v }
  const categoryOptions =
    v.category && !categories.includes(v.category) ? [v.category, ...categories] : categories

  return (
    <Form method="post" ref={formRef} id="article-form" noValidate onSubmit={onSubmit}>
      <div className="sticky top-14 z-10 -mx-4 mb-6 flex flex-wrap items-center gap-2 border-b border-sand-200 bg-sand-50/95 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
        <p
          className="mr-auto flex min-w-0 items-center gap-1.5 text-sm text-sand-800"
          aria-live="polite"
        >
          {autosave.status?.tone === 'busy' ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : autosave.status?.tone === 'ok' ? (
            <Check aria-hidden className="size-4 text-emerald-700" />
          ) : null}
          <span className={cn('truncate', autosave.status?.tone === 'error' && 'text-red-700')}>
            {autosave.status?.text ??
              (article
                ? status === 'draft'
                  ? 'Drafts save automatically'
                  : 'Changes go live when you update'
                : 'New article')}
          </span>
        </p>
        {previewHref ? (
          <a
            href={previewHref}
            target="_blank"
            rel="noreferrer"
            className={buttonClass('ghost', 'sm', 'hidden sm:inline-flex')}
          >
            <Eye aria-hidden className="size-4" /> Preview
          </a>
        ) : null}
        <button
          ref={saveRef}
          type="submit"
          name="intent"
          value="save"
          disabled={submitting}
          className={buttonClass('outline', 'sm')}
        >
          <Save aria-hidden className="size-4" /> {status === 'draft' ? 'Save draft' : 'Update'}
        </button>
        {status !== 'published' ? (
          <button
            type="submit"
            name="intent"
            value="publish"
            disabled={submitting}
            className={buttonClass('accent', 'sm')}
          >
            <PublishIcon /> Publish now
          </button>
        ) : null}
      </div>
      {err.form ? (
        <div className="mb-4">
          <FormMessage>{err.form}</FormMessage>
        </div>
      ) : null}
      {Object.keys(err).length && !err.form ? (
        <div className="mb-4">
          <FormMessage>Please fix the highlighted fields.</FormMessage>
        </div>
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <div>
            <label htmlFor="title" className="sr-only">
              Title
            </label>
            <textarea
              id="title"
              name="title"
              rows={1}
              value={v.title}
              onChange={(e) => set({ title: e.target.value.replace(/\n/g, ' ') })}
              placeholder="Article title"
              aria-invalid={err.title ? true : undefined}
              aria-describedby={err.title ? 'title-err' : undefined}
              className="field-sizing-content w-full resize-none bg-transparent font-display text-3xl leading-tight font-semibold text-ink placeholder:text-sand-500 focus:outline-none md:text-4xl"
            />
            {err.title ? (
              <p id="title-err" className="text-sm font-medium text-red-700">
                {err.title}
              </p>
            ) : null}
            <label htmlFor="excerpt" className="sr-only">
              Excerpt
            </label>
            <textarea
              id="excerpt"
              name="excerpt"
              rows={2}
              value={v.excerpt}
              onChange={(e) => set({ excerpt: e.target.value })}
              placeholder="A short excerpt that sells the story in a sentence or two"
              className="mt-2 field-sizing-content w-full resize-none bg-transparent text-lg text-sand-900 placeholder:text-sand-500 focus:outline-none"
              aria-invalid={err.excerpt ? true : undefined}
            />
            {err.excerpt ? <p className="text-sm font-medium text-red-700">{err.excerpt}</p> : null}
          </div>
          <AdminPanel title="Cover image">
            <AdminImageField
              idBase="cover"
              names={{ url: 'imageUrl', alt: 'imageAlt' }}
              value={{ url: v.imageUrl, alt: v.imageAlt }}
              onChange={(x) => set({ imageUrl: x.url, imageAlt: x.alt })}
              errors={{ url: err.imageUrl, alt: err.imageAlt }}
            />
          </AdminPanel>
          <section aria-labelledby="content-heading">
            <h2 id="content-heading" className="mb-3 font-semibold text-ink">
              Content
            </h2>
            <AdminBlockEditor
              initial={toEditorBlocks(article?.contentBlocks ?? [])}
              errors={err}
              onChange={autosave.schedule}
              products={products}
              videos={videos}
            />
          </section>
          <AdminPanel title="Search and social">
            <AdminSeoPanel values={seo} onChange={set} errors={err} siteUrl={siteUrl} />
          </AdminPanel>
        </div>

        <aside className="min-w-0 space-y-6" aria-label="Article settings">
          <PublishPanel
            status={status}
            publishedAt={article?.publishedAt ?? null}
            isNew={!article}
            previewHref={previewHref}
            publicHref={publicHref}
            error={err.publishAt}
          />
          <AdminPanel title="Settings">
            <div className="space-y-4">
              <InputField
                label="Slug"
                name="slug"
                value={v.slug}
                onChange={(e) => {
                  setSlugTouched(true)
                  set({ slug: e.target.value })
                }}
                error={err.slug}
                hint={
                  slugTouched
                    ? 'The last part of the article URL.'
                    : 'Made from the title until you edit it.'
                }
              />
              <SelectField
                label="Hub"
                name="hubId"
                value={v.hubId}
                onChange={(e) => set({ hubId: e.target.value })}
                options={HUBS.map((h) => ({ value: h.id, label: h.title }))}
                placeholder="Choose a hub"
                error={err.hubId}
              />
              <SelectField
                label="Category"
                name="category"
                value={v.category}
                onChange={(e) => set({ category: e.target.value })}
                options={categoryOptions}
                placeholder="No category"
                error={err.category}
              />
              <InputField
                label="Tags"
                name="tags"
                value={v.tags}
                onChange={(e) => set({ tags: e.target.value })}
                hint="Separate tags with commas."
                error={err.tags}
              />
              <SelectField
                label="Author"
                name="authorId"
                value={v.authorId}
                onChange={(e) => set({ authorId: e.target.value })}
                options={authors.map((a) => ({ value: a.id, label: a.name }))}
                placeholder="No author"
                error={err.authorId}
              />
            </div>
          </AdminPanel>
          {article ? <RevisionsPanel revisions={revisions} /> : null}
        </aside>
      </div>
    </Form>
  )
}

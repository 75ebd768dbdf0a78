// UI of the authors admin: props in, no fetching.
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Form } from 'react-router'
import { MediaPicker } from '#app/components/admin/media-picker'
import { Button } from '#app/components/ui/button'
import { FormMessage, InputField, SelectField, TextareaField } from '#app/components/ui/field'
import { safeImageUrl } from '#app/utils/image-url'
import { SOCIAL_PLATFORMS } from '#app/utils/site'
import { checkboxClass } from '#app/components/ui/checkbox'

export type AuthorValues = {
  name: string
  slug: string
  title: string
  bio: string
  avatarUrl: string | null
  socialLinks: Record<string, string>
  userId: string | null
  noindex?: boolean
}
export const EMPTY_AUTHOR: AuthorValues = {
  name: '',
  slug: '',
  title: '',
  bio: '',
  avatarUrl: '',
  socialLinks: {},
  userId: null,
}

const card = 'space-y-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-xs'

export function AuthorEditorForm({
  author,
  users,
  errors,
  message,
  busy,
  isNew,
}: {
  author: AuthorValues
  users: { id: string; email: string; name: string }[]
  errors: Record<string, string>
  message?: string | null
  busy: boolean
  isNew: boolean
}) {
  const [avatar, setAvatar] = useState(author.avatarUrl ?? '')
  const preview = safeImageUrl(avatar)
  return (
    <Form method="post" className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-6">
        <section className={card} aria-label="Profile">
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label="Name"
              name="name"
              defaultValue={author.name}
              required
              error={errors.name}
            />
            <InputField
              label="Slug"
              name="slug"
              defaultValue={author.slug}
              error={errors.slug}
              hint="Leave empty to make one from the name"
            />
          </div>
          <InputField
            label="Title"
            name="title"
            defaultValue={author.title}
            error={errors.title}
            placeholder="Contributing editor, former D1 point guard"
          />
          <TextareaField label="Bio" name="bio" defaultValue={author.bio} error={errors.bio} />
        </section>
        <section className={card} aria-labelledby="author-social-h">
          <h2 id="author-social-h" className="font-display text-lg font-semibold">
            Social links
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_PLATFORMS.map((p) => {
              const key = p.toLowerCase()
              return (
                <InputField
                  key={key}
                  label={p}
                  name={`socialLinks.${key}`}
                  type="url"
                  defaultValue={author.socialLinks[key] ?? ''}
                  error={errors[`socialLinks.${key}`]}
                />
              )
            })}
          </div>
        </section>
      </div>
      <div className="space-y-6">
        <section className={card} aria-label="Avatar and account">
          <div className="flex items-center gap-4">
            <div className="size-20 shrink-0 overflow-hidden rounded-full bg-sand-100 ring-1 ring-sand-200">
              {preview ? (
                <img
                  src={preview}
                  alt=""
                  width={80}
                  height={80}
                  className="size-full object-cover"
                />
              ) : null}
            </div>
            <MediaPicker onPick={(m) => setAvatar(m.url)} triggerLabel="Choose avatar" />
          </div>
          <InputField
            label="Avatar URL"
            name="avatarUrl"
            value={avatar}
            onChange={(e) => setAvatar(e.target.value)}
            error={errors.avatarUrl}
          />
          <SelectField
            label="Linked account"
            name="userId"
            defaultValue={author.userId ?? ''}
            options={[
              { value: '', label: 'Not linked' },
              ...users.map((u) => ({ value: u.id, label: `${u.name} (${u.email})` })),
            ]}
            error={errors.userId}
            hint="Editors and admins who write as this author"
          />
          <div className="flex items-start gap-2.5 text-sm">
            <input
              type="checkbox"
              id="author-noindex"
              name="noindex"
              defaultChecked={author.noindex ?? false}
              className={checkboxClass}
            />
            <label htmlFor="author-noindex">
              <span className="font-semibold">Hide from search engines (noindex)</span>
              <span className="block text-sand-800">
                The profile stays public but leaves the sitemap and search results.
              </span>
            </label>
          </div>
          {message ? <FormMessage>{message}</FormMessage> : null}
          <Button type="submit" name="intent" value="save" className="w-full" disabled={busy}>
            {isNew ? 'Create author' : 'Save author'}
          </Button>
        </section>
      </div>
    </Form>
  )
}

/** Delete, offering reassignment when the author still has articles. */
export function AuthorDeleteForm({
  author,
  others,
  busy,
  error,
}: {
  author: { id: string; name: string; articleCount: number }
  others: { id: string; name: string }[]
  busy: boolean
  error?: string
}) {
  return (
    <details className="group">
      <summary className="inline-flex h-8 cursor-pointer list-none items-center gap-2 rounded-full px-3 text-sm font-semibold hover:bg-sand-100">
        <Trash2 aria-hidden className="size-4" /> Delete
        <span className="sr-only"> {author.name}</span>
      </summary>
      <Form method="post" className="mt-2 space-y-3 rounded-xl bg-sand-50 p-3 ring-1 ring-sand-200">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={author.id} />
        {author.articleCount > 0 ? (
          <SelectField
            label={`Move ${author.articleCount} article(s) to`}
            name="reassignTo"
            required
            placeholder="Choose an author"
            options={others.map((o) => ({ value: o.id, label: o.name }))}
            error={error}
          />
        ) : (
          <p className="text-sm text-sand-900">No articles are linked to {author.name}.</p>
        )}
        <Button type="submit" variant="danger" size="sm" disabled={busy}>
          Delete {author.name}
        </Button>
      </Form>
    </details>
  )
}

// The product editor form: props in, posts to the route action (works without JavaScript; the
// media picker enhances the image URL field).
import { ImageOff, TriangleAlert } from 'lucide-react'
import { useId, useState } from 'react'
import { Form } from 'react-router'
import { MediaPicker } from '#app/components/admin/media-picker'
import { Button } from '#app/components/ui/button'
import { FormMessage, InputField, SelectField, TextareaField } from '#app/components/ui/field'
import { safeImageUrl } from '#app/utils/image-url'
import { PRODUCT_IMAGE_REQUIRED } from './products-admin.schema'
import { HUBS } from '#app/utils/site'
import { checkboxClass } from '#app/components/ui/checkbox'

export type ProductFormValues = {
  title: string
  slug: string
  excerpt: string
  brand: string
  price: number | string
  affiliateUrl: string
  description: string
  pros: string[]
  cons: string[]
  suits: string
  gallery: { url: string; alt: string }[]
  imageUrl: string | null
  imageAlt: string
  hubId: string
  tags: string[]
  isActive: boolean
}

export const EMPTY_PRODUCT: ProductFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  brand: '',
  price: '',
  affiliateUrl: '',
  description: '',
  pros: [],
  cons: [],
  suits: '',
  gallery: [],
  imageUrl: '',
  imageAlt: '',
  hubId: 'game-face',
  tags: [],
  isActive: true,
}

const card = 'space-y-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-xs'

export function ImageUrlField({
  url,
  alt,
  errors,
  onChange,
  suggestions = [],
  requiredHint = 'No image yet: choose or upload a picture of the product itself.',
}: {
  /** shown while no image is set */
  requiredHint?: string
  url: string
  alt: string
  errors: Record<string, string>
  onChange: (next: { url: string; alt: string }) => void
  /** recent library images: a picker of /media URLs that works without JavaScript */
  suggestions?: { url: string; altText: string }[]
}) {
  const preview = safeImageUrl(url)
  const listId = useId()
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-sand-100 ring-1 ring-sand-200">
          {preview ? (
            <img
              src={preview}
              alt={alt || 'Selected image'}
              width={112}
              height={112}
              className="size-full object-cover"
            />
          ) : (
            <span className="flex flex-col items-center gap-1 px-2 text-center text-xs font-semibold text-sand-800">
              <ImageOff aria-hidden className="size-6" />
              No image
            </span>
          )}
        </div>
        <div className="min-w-56 flex-1 space-y-3">
          <InputField
            label="Image URL"
            name="imageUrl"
            value={url}
            list={listId}
            onChange={(e) =>
              onChange({
                url: e.target.value,
                alt: alt || (suggestions.find((s) => s.url === e.target.value)?.altText ?? ''),
              })
            }
            error={errors.imageUrl}
            hint="A /media/… URL from the library, or an https image URL"
          />
          <datalist id={listId}>
            {suggestions.map((s) => (
              <option key={s.url} value={s.url} label={s.altText} />
            ))}
          </datalist>
          <MediaPicker
            onPick={(m) => onChange({ url: m.url, alt: alt || m.altText })}
            triggerLabel="Choose or upload image"
          />
        </div>
      </div>
      {!preview && !errors.imageUrl ? (
        <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {requiredHint}
        </p>
      ) : null}
      <InputField
        label="Image alt text"
        name="imageAlt"
        value={alt}
        onChange={(e) => onChange({ url, alt: e.target.value })}
        error={errors.imageAlt}
      />
    </div>
  )
}

export function ProductEditorForm({
  product,
  errors,
  message,
  busy,
  isNew,
  media = [],
}: {
  media?: { url: string; altText: string }[]
  product: ProductFormValues
  errors: Record<string, string>
  message?: string | null
  busy: boolean
  isNew: boolean
}) {
  const [image, setImage] = useState({ url: product.imageUrl ?? '', alt: product.imageAlt })
  return (
    <Form method="post" className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-6">
        <section className={card} aria-label="Product details">
          <InputField
            label="Title"
            name="title"
            defaultValue={product.title}
            required
            error={errors.title}
          />
          <InputField
            label="Slug"
            name="slug"
            defaultValue={product.slug}
            error={errors.slug}
            hint="Leave empty to make one from the title"
          />
          <TextareaField
            label="Excerpt"
            name="excerpt"
            defaultValue={product.excerpt}
            error={errors.excerpt}
            className="[&_textarea]:min-h-24"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label="Brand"
              name="brand"
              defaultValue={product.brand}
              required
              error={errors.brand}
            />
            <InputField
              label="Price (USD)"
              name="price"
              inputMode="decimal"
              defaultValue={String(product.price)}
              required
              error={errors.price}
            />
          </div>
          <InputField
            label="Affiliate URL"
            name="affiliateUrl"
            type="url"
            defaultValue={product.affiliateUrl}
            required
            error={errors.affiliateUrl}
          />
        </section>
        <section className={card} aria-label="Product page">
          <TextareaField
            label="Description"
            name="description"
            defaultValue={product.description}
            error={errors.description}
            hint="Shown on the product's own page. A blank line starts a new paragraph."
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextareaField
              label="What we like"
              name="pros"
              defaultValue={product.pros.join('\n')}
              error={errors.pros}
              hint="One point per line"
              className="[&_textarea]:min-h-24"
            />
            <TextareaField
              label="Keep in mind"
              name="cons"
              defaultValue={product.cons.join('\n')}
              error={errors.cons}
              hint="One point per line"
              className="[&_textarea]:min-h-24"
            />
          </div>
          <InputField
            label="Who it suits"
            name="suits"
            defaultValue={product.suits}
            error={errors.suits}
          />
          <TextareaField
            label="More pictures"
            name="gallery"
            defaultValue={product.gallery.map((g) => `${g.url} | ${g.alt}`).join('\n')}
            error={errors.gallery}
            hint="One per line: the image URL, then | and its alt text"
            className="[&_textarea]:min-h-20"
          />
          <p className="text-sm text-sand-800">
            The rating and number of reviews come from members&apos; approved reviews.
          </p>
        </section>
        <section className={card} aria-label="Image">
          <ImageUrlField
            url={image.url}
            alt={image.alt}
            errors={errors}
            onChange={setImage}
            suggestions={media}
            requiredHint={PRODUCT_IMAGE_REQUIRED}
          />
        </section>
      </div>
      <div className="space-y-6">
        <section className={card} aria-label="Publishing">
          <SelectField
            label="Hub"
            name="hubId"
            defaultValue={product.hubId}
            options={HUBS.map((h) => ({ value: h.id, label: h.title }))}
            error={errors.hubId}
          />
          <InputField
            label="Tags"
            name="tags"
            defaultValue={product.tags.join(', ')}
            error={errors.tags}
            hint="Comma separated"
          />
          <label className="flex items-center gap-3 text-sm font-semibold">
            <input
              type="checkbox"
              name="isActive"
              defaultChecked={product.isActive}
              className={checkboxClass}
            />
            Active (shown on the public site)
          </label>
          {message ? <FormMessage>{message}</FormMessage> : null}
          <Button type="submit" name="intent" value="save" className="w-full" disabled={busy}>
            {isNew ? 'Create product' : 'Save product'}
          </Button>
        </section>
      </div>
    </Form>
  )
}

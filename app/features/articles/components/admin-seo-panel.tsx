import { Globe } from 'lucide-react'
import { cn } from '#app/components/ui/cn'
import { inputClass } from '#app/components/ui/field'
import { responsiveImage, safeImageUrl } from '#app/utils/image-url'
import { SITE } from '#app/utils/site'
import { AdminImageField } from './admin-image-field'
import { checkboxClass } from '#app/components/ui/checkbox'

export type SeoValues = {
  title: string
  excerpt: string
  slug: string
  hubId: string
  imageUrl: string
  metaTitle: string
  metaDescription: string
  socialImageUrl: string
  socialTitle: string
  socialDescription: string
  noindex: boolean
}

function Counter({ value, max }: { value: string; max: number }) {
  const over = value.length > max
  return (
    <span
      className={cn('text-xs tabular-nums', over ? 'font-semibold text-red-700' : 'text-sand-700')}
    >
      {value.length}/{max}
    </span>
  )
}

function clip(s: string, n: number) {
  return s.length > n ? s.slice(0, n - 1).trimEnd() + '…' : s
}

/** How the article shows in a search result and as a shared social card, updated as you type. */
function Previews({ v, siteUrl }: { v: SeoValues; siteUrl: string }) {
  const title = v.metaTitle || v.title || 'Untitled article'
  const description =
    v.metaDescription || v.excerpt || 'Add an excerpt or a meta description to control this text.'
  const host = siteUrl.replace(/^https?:\/\//, '')
  const social = safeImageUrl(v.socialImageUrl) ?? safeImageUrl(v.imageUrl)
  const socialSrc = social ? responsiveImage(social)?.src : null
  return (
    <div className="min-w-0 space-y-4">
      <figure>
        <figcaption className="mb-1.5 text-xs font-semibold tracking-wider text-sand-700 uppercase">
          Search result
        </figcaption>
        <div className="rounded-xl border border-sand-200 bg-white p-4">
          <div className="flex items-center gap-2 text-xs text-[#4d5156]">
            <span className="flex size-6 items-center justify-center rounded-full bg-sand-100">
              <Globe aria-hidden className="size-3.5" />
            </span>
            <span className="truncate">
              {host} › hub › {v.hubId || 'hub'} › {v.slug || 'article'}
            </span>
          </div>
          <p className="mt-1 truncate text-lg leading-snug text-[#1a0dab]">
            {clip(`${title} | ${SITE.name}`, 65)}
          </p>
          <p className="mt-0.5 line-clamp-2 text-sm text-[#4d5156]">{clip(description, 160)}</p>
        </div>
      </figure>
      <figure>
        <figcaption className="mb-1.5 text-xs font-semibold tracking-wider text-sand-700 uppercase">
          Social card
        </figcaption>
        <div className="overflow-hidden rounded-xl border border-sand-200 bg-white">
          <div className="flex aspect-[1200/630] items-center justify-center bg-sand-100">
            {socialSrc ? (
              <img src={socialSrc} alt="" className="size-full object-cover" />
            ) : (
              <span className="text-sm text-sand-700">
                No image: the site's default card is used
              </span>
            )}
          </div>
          <div className="border-t border-sand-200 px-3 py-2.5">
            <p className="text-xs text-sand-700 uppercase">{host}</p>
            <p className="truncate font-semibold text-ink">{v.socialTitle || title}</p>
            <p className="line-clamp-2 text-sm text-sand-800">
              {v.socialDescription || description}
            </p>
          </div>
        </div>
      </figure>
    </div>
  )
}

export function AdminSeoPanel({
  values,
  onChange,
  errors,
  siteUrl,
}: {
  values: SeoValues
  onChange: (patch: Partial<SeoValues>) => void
  errors: Record<string, string>
  siteUrl: string
}) {
  const text = (
    name: 'metaTitle' | 'metaDescription' | 'socialTitle' | 'socialDescription',
    label: string,
    max: number,
    area = false,
  ) => {
    const id = `seo-${name}`
    const common = {
      id,
      name,
      value: values[name],
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${id}-err` : undefined,
      className: cn(inputClass, 'mt-1'),
    }
    return (
      <div>
        <div className="flex items-baseline justify-between">
          <label htmlFor={id} className="text-sm font-semibold">
            {label}
          </label>
          <Counter value={values[name]} max={max} />
        </div>
        {area ? (
          <textarea {...common} rows={3} onChange={(e) => onChange({ [name]: e.target.value })} />
        ) : (
          <input {...common} onChange={(e) => onChange({ [name]: e.target.value })} />
        )}
        {errors[name] ? (
          <p id={`${id}-err`} className="mt-1 text-sm font-medium text-red-700">
            {errors[name]}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    // minmax(0, 1fr) columns and min-w-0: the previews' one-line (truncated) texts must not widen
    // the panel past a phone screen
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-4">
        {text('metaTitle', 'Meta title', 70)}
        {text('metaDescription', 'Meta description', 160, true)}
        {text('socialTitle', 'Social title', 100)}
        {text('socialDescription', 'Social description', 200, true)}
        <div className="flex items-start gap-2.5 text-sm">
          <input
            type="checkbox"
            id="seo-noindex"
            name="noindex"
            checked={values.noindex}
            onChange={(e) => onChange({ noindex: e.target.checked })}
            className={checkboxClass}
          />
          <label htmlFor="seo-noindex">
            <span className="font-semibold">Hide from search engines (noindex)</span>
            <span className="block text-sand-800">
              The page stays public but asks search engines not to list it, and leaves the sitemap.
            </span>
          </label>
        </div>
        <AdminImageField
          idBase="seo-social-image"
          label="Social image (1200 x 630 works best)"
          names={{ url: 'socialImageUrl', alt: 'socialImageAlt' }}
          value={{ url: values.socialImageUrl, alt: '' }}
          onChange={(v) => onChange({ socialImageUrl: v.url })}
          errors={{ url: errors.socialImageUrl }}
          withAlt={false}
        />
      </div>
      <Previews v={values} siteUrl={siteUrl} />
    </div>
  )
}

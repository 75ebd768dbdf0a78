import { ImageOff } from 'lucide-react'
import { MediaPicker } from '#app/components/admin/media-picker'
import { cn } from '#app/components/ui/cn'
import { inputClass } from '#app/components/ui/field'
import { responsiveImage, safeImageUrl } from '#app/utils/image-url'

type Value = { url: string; alt: string; caption?: string }

/** An image with alt text (and caption): pick from the library, upload, or paste a URL. */
export function AdminImageField({
  idBase,
  names,
  value,
  onChange,
  errors = {},
  withCaption = false,
  withAlt = true,
  label,
  children,
}: {
  idBase: string
  names: { url: string; alt: string; caption?: string }
  value: Value
  onChange: (v: Value) => void
  errors?: { url?: string; alt?: string }
  withCaption?: boolean
  withAlt?: boolean
  label?: string
  /** more fields of the same image (a figure's credit) */
  children?: React.ReactNode
}) {
  const safe = safeImageUrl(value.url)
  const preview = safe ? responsiveImage(safe)?.src : null
  const err = (f: 'url' | 'alt') =>
    errors[f] ? { 'aria-invalid': true, 'aria-describedby': `${idBase}-${f}-err` } : {}
  return (
    <div className="@container space-y-3">
      {label ? <p className="text-sm font-semibold text-ink">{label}</p> : null}
      <div className="flex flex-col gap-3 @md:flex-row">
        <div className="flex aspect-[16/10] w-full shrink-0 items-center justify-center overflow-hidden rounded-xl bg-sand-100 @md:w-44">
          {preview ? (
            <img src={preview} alt="" className="size-full object-cover" />
          ) : (
            <ImageOff aria-hidden className="size-6 text-sand-500" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <MediaPicker
            onPick={(m) => onChange({ ...value, url: m.url, alt: value.alt || m.altText })}
            triggerLabel={value.url ? 'Replace image' : 'Choose image'}
          />
          <div>
            <label htmlFor={`${idBase}-url`} className="block text-xs font-semibold text-sand-800">
              Image URL
            </label>
            <input
              id={`${idBase}-url`}
              name={names.url}
              value={value.url}
              onChange={(e) => onChange({ ...value, url: e.target.value })}
              placeholder="/media/... or https://..."
              className={cn(inputClass, 'mt-1 py-1.5 text-sm')}
              {...err('url')}
            />
            {errors.url ? (
              <p id={`${idBase}-url-err`} className="mt-1 text-sm font-medium text-red-700">
                {errors.url}
              </p>
            ) : null}
          </div>
        </div>
      </div>
      {withAlt ? (
        <div>
          <label htmlFor={`${idBase}-alt`} className="block text-sm font-semibold">
            Alt text
          </label>
          <input
            id={`${idBase}-alt`}
            name={names.alt}
            value={value.alt}
            onChange={(e) => onChange({ ...value, alt: e.target.value })}
            placeholder="Describe the image for people who can't see it"
            className={cn(inputClass, 'mt-1')}
            {...err('alt')}
          />
          {errors.alt ? (
            <p id={`${idBase}-alt-err`} className="mt-1 text-sm font-medium text-red-700">
              {errors.alt}
            </p>
          ) : null}
        </div>
      ) : null}
      {withCaption && names.caption !== undefined ? (
        <div>
          <label htmlFor={`${idBase}-caption`} className="block text-sm font-semibold">
            Caption <span className="font-normal text-sand-700">(optional)</span>
          </label>
          <input
            id={`${idBase}-caption`}
            name={names.caption}
            value={value.caption ?? ''}
            onChange={(e) => onChange({ ...value, caption: e.target.value })}
            className={cn(inputClass, 'mt-1')}
          />
        </div>
      ) : null}
      {children ? <div>{children}</div> : null}
    </div>
  )
}

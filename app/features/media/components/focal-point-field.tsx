// The focal point of an image: click (or tap) the picture, or use the arrow keys on it, or type the
// two numbers. Covers cropped to a frame keep this point in view (object-position).
import { useState } from 'react'
import { inputClass } from '#app/components/ui/field'

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)))

export function FocalPointField({
  src,
  alt,
  width,
  height,
  initial,
  errors,
}: {
  src: string
  alt: string
  width: number
  height: number
  initial: { x: number; y: number }
  errors?: Record<string, string> | null
}) {
  const [p, setP] = useState(initial)
  const onKey = (e: React.KeyboardEvent) => {
    const step = e.shiftKey ? 10 : 2
    const d: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    const m = d[e.key]
    if (!m) return
    e.preventDefault()
    setP((v) => ({ x: clamp(v.x + m[0]), y: clamp(v.y + m[1]) }))
  }
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">Focal point</legend>
      <p id="focal-hint" className="text-sm text-sand-800">
        Click the subject in the picture (or focus it and use the arrow keys). Covers cropped to a
        frame keep this point in view.
      </p>
      <button
        type="button"
        aria-describedby="focal-hint"
        aria-label={`Set the focal point: now ${p.x}% across, ${p.y}% down`}
        onKeyDown={onKey}
        onClick={(e) => {
          const r = e.currentTarget.getBoundingClientRect()
          if (!r.width || !r.height) return
          setP({
            x: clamp(((e.clientX - r.left) / r.width) * 100),
            y: clamp(((e.clientY - r.top) / r.height) * 100),
          })
        }}
        className="relative block w-full cursor-crosshair overflow-hidden rounded-xl bg-sand-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink"
      >
        <img src={src} alt={alt} width={width} height={height} className="block h-auto w-full" />
        <span
          aria-hidden
          data-focal-marker=""
          className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-clay-600/70 shadow-[0_0_0_2px_rgba(0,0,0,.5)]"
          style={{ left: `${p.x}%`, top: `${p.y}%` }}
        />
      </button>
      <div className="grid grid-cols-2 gap-2">
        {(['x', 'y'] as const).map((axis) => {
          const name = axis === 'x' ? 'focalX' : 'focalY'
          return (
            <div key={axis}>
              <label htmlFor={`media-${name}`} className="block text-xs font-semibold">
                {axis === 'x' ? 'Across (%)' : 'Down (%)'}
              </label>
              <input
                id={`media-${name}`}
                name={name}
                type="number"
                min={0}
                max={100}
                value={p[axis]}
                onChange={(e) =>
                  setP((v) => ({ ...v, [axis]: clamp(Number(e.target.value) || 0) }))
                }
                aria-invalid={errors?.[name] ? true : undefined}
                aria-describedby={errors?.[name] ? `media-${name}-err` : undefined}
                className={`${inputClass} mt-1 py-1.5 text-sm`}
              />
              {errors?.[name] ? (
                <p id={`media-${name}-err`} className="mt-1 text-sm font-medium text-red-700">
                  {errors[name]}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
      <div
        aria-hidden
        className="aspect-[16/10] w-1/2 overflow-hidden rounded-lg bg-sand-100"
        title="A cover crop with this focal point"
      >
        <img
          src={src}
          alt=""
          className="size-full object-cover"
          style={{ objectPosition: `${p.x}% ${p.y}%` }}
        />
      </div>
    </fieldset>
  )
}

import { useEffect, useRef, useState } from 'react'
import { cn } from './cn'

// Image load errors are retried twice (after 1 s, then 2 s); then a tile with the alt text takes
// the picture's place in the same box, so nothing shifts.
export const IMAGE_RETRY_DELAYS_MS = [1000, 2000] as const

export type ResponsivePictureProps = {
  src: string
  avifSrcSet?: string | null
  webpSrcSet?: string | null
  sizes?: string
  alt: string
  width: number
  height: number
  priority?: boolean
  className?: string
}

export function ResponsivePicture({
  src,
  avifSrcSet,
  webpSrcSet,
  sizes,
  alt,
  width,
  height,
  priority = false,
  className,
}: ResponsivePictureProps) {
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  const imgRef = useRef<HTMLImageElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const onError = () => {
    if (timer.current) return
    const delay = IMAGE_RETRY_DELAYS_MS[attempt]
    if (delay === undefined) {
      setFailed(true)
      return
    }
    timer.current = setTimeout(() => {
      timer.current = undefined
      setAttempt((a) => a + 1)
    }, delay)
  }

  // an image that failed before React hydrated fired its error event too early for onError
  useEffect(() => {
    const img = imgRef.current
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src')) onError()
    return () => clearTimeout(timer.current)
    // only on mount: later failures arrive through onError
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (failed)
    return (
      <div
        role="img"
        aria-label={alt}
        data-image-fallback=""
        style={{ aspectRatio: `${width} / ${height}` }}
        className={cn(
          'flex items-center justify-center bg-sand-100 p-4 text-center text-sm text-sand-800',
          className,
        )}
      >
        <span aria-hidden className="line-clamp-3">
          {alt}
        </span>
      </div>
    )
  return (
    <picture key={attempt}>
      {avifSrcSet ? <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} /> : null}
      {webpSrcSet ? <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} /> : null}
      <img
        ref={imgRef}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        onError={onError}
        className={className}
      />
    </picture>
  )
}

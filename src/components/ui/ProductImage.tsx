import { useEffect, useRef, useState } from 'react'
import { allProducts } from '@/domain/catalogue/products'
import { productImageSources, type ImageSources } from '@/lib/product-image'

/** The srcsets of a picture the console made (/media/...), from the catalogue that names it. */
function pictureSources(src: string): ImageSources | null {
  return allProducts().find((p) => p.image === src)?.picture ?? null
}
import { FIRST_SCREEN_IMAGE, LATER_IMAGE } from './first-screen-image'

interface ProductImageProps {
  src: string
  alt: string
  /** Intrinsic size, so the browser reserves the space before the file arrives. */
  width: number
  height: number
  /** The `sizes` hint for the responsive set, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes?: string
  /** Load right away with high priority (the main image above the fold) instead of lazily. */
  priority?: boolean
  /** The frame's shape (the catalogue's pictures are square): a wider frame fits the picture
   * inside on its own background colour, never cropped. */
  frame?: keyof typeof FRAME
  className?: string
}

type Status = 'loading' | 'loaded' | 'failed'

// Classes, not a `style` attribute: the CSP allows no inline styles (docs/DECISIONS.md,
// "Security headers"). Written out whole so Tailwind finds them.
const FRAME = {
  square: 'aspect-square',
  '4/3': 'aspect-4/3',
  '3/2': 'aspect-3/2',
} as const

/**
 * A product picture with a loading placeholder and, when the file fails to load, the spec's
 * "Image Not Available" fallback. Catalogue images are served as AVIF and WebP at several
 * widths; width and height are explicit so nothing shifts.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  sizes = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 100vw',
  priority = false,
  frame = 'square',
  className = '',
}: ProductImageProps) {
  const aspect = FRAME[frame]
  const [status, setStatus] = useState<Status>('loading')
  const imgRef = useRef<HTMLImageElement>(null)
  const sources = productImageSources(src) ?? pictureSources(src)

  // A prerendered image can finish (or fail) before React attaches its handlers.
  useEffect(() => {
    const img = imgRef.current
    if (img?.complete) setStatus(img.naturalWidth > 0 ? 'loaded' : 'failed')
  }, [src])

  if (status === 'failed') {
    return (
      <div
        role="img"
        aria-label={`${alt}: Image Not Available`}
        className={`flex items-center justify-center bg-slate-100 text-sm text-slate-600 ${aspect} ${className}`}
      >
        <span aria-hidden="true">Image Not Available</span>
      </div>
    )
  }
  return (
    <div className={`relative overflow-hidden bg-slate-100 ${aspect} ${className}`}>
      {status === 'loading' && (
        <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-slate-200" />
      )}
      <picture>
        {sources && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
        {sources && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
        <img
          ref={imgRef}
          src={src}
          alt={alt}
          width={width}
          height={height}
          {...(priority ? FIRST_SCREEN_IMAGE : LATER_IMAGE)}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
          className="relative h-full w-full object-contain"
        />
      </picture>
    </div>
  )
}

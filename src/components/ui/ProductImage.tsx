import { useState } from 'react'

interface ProductImageProps {
  src: string
  alt: string
  width: number
  height: number
  /** Load right away (above the fold) instead of lazily. */
  priority?: boolean
  className?: string
}

/**
 * A product picture with a loading placeholder and, when the file fails to load, the spec's
 * "Image Not Available" fallback. Width and height are explicit so nothing shifts.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  priority,
  className = '',
}: ProductImageProps) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading')
  if (status === 'failed') {
    return (
      <div
        role="img"
        aria-label={`${alt}: Image Not Available`}
        className={`flex aspect-square items-center justify-center bg-slate-100 text-sm text-slate-600 ${className}`}
      >
        <span aria-hidden="true">Image Not Available</span>
      </div>
    )
  }
  return (
    <div className={`relative aspect-square overflow-hidden bg-slate-100 ${className}`}>
      {status === 'loading' && (
        <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-slate-200" />
      )}
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
        onLoad={() => setStatus('loaded')}
        onError={() => setStatus('failed')}
        className="relative h-full w-full object-cover"
      />
    </div>
  )
}

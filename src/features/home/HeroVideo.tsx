import { useCallback, useEffect, useState } from 'react'
import { FIRST_SCREEN_IMAGE } from '@/components/ui/first-screen-image'
import { TIMINGS } from '@/data/policy'
import { usePageLoaded } from './use-page-loaded'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion'

export const HERO_POSTER = '/media/hero-poster.webp'

/**
 * The hero's decorative background: the poster paints first; the looping video is only
 * requested after the page has loaded, and never for visitors who ask for reduced motion.
 * A spinner shows until the video can play, or until the spec's 3000 ms fallback.
 */
export function HeroVideo() {
  const reducedMotion = usePrefersReducedMotion()
  const pageLoaded = usePageLoaded()
  const [ready, setReady] = useState(false)
  const [fallbackElapsed, setFallbackElapsed] = useState(false)

  useEffect(() => {
    const timer = setTimeout(() => setFallbackElapsed(true), TIMINGS.heroVideoFallbackMs)
    return () => clearTimeout(timer)
  }, [])

  // Native listeners attached once the video is in the page: a video that is already cached can
  // become playable before React has inserted it, when React's own handler would miss it.
  const watchVideo = useCallback((video: HTMLVideoElement | null) => {
    if (!video) return
    const done = () => setReady(true)
    const lastSource = video.querySelector('source:last-of-type')
    if (video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) done()
    video.addEventListener('canplay', done)
    // When no source plays, the poster stays and the spinner stops.
    lastSource?.addEventListener('error', done)
    return () => {
      video.removeEventListener('canplay', done)
      lastSource?.removeEventListener('error', done)
    }
  }, [])

  const showVideo = pageLoaded && !reducedMotion
  const showSpinner = !reducedMotion && !ready && !fallbackElapsed

  return (
    <div className="absolute inset-0 bg-slate-950">
      <img
        src={HERO_POSTER}
        alt=""
        width={960}
        height={540}
        {...FIRST_SCREEN_IMAGE}
        className="absolute inset-0 h-full w-full object-cover"
      />
      {showVideo && (
        <video
          ref={watchVideo}
          aria-hidden="true"
          className="absolute inset-0 h-full w-full object-cover"
          poster={HERO_POSTER}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          disablePictureInPicture
        >
          <source src="/media/hero.webm" type="video/webm" />
          <source src="/media/hero.mp4" type="video/mp4" />
        </video>
      )}
      {/* A solid translucent layer keeps the hero's text above 4.5:1 whatever the frame shows. */}
      <div className="absolute inset-0 bg-slate-950/50" />
      {showSpinner && (
        <div
          role="status"
          className="absolute right-4 bottom-4 flex items-center gap-2 text-sm text-white"
        >
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
          <span className="sr-only">Loading background video</span>
        </div>
      )}
    </div>
  )
}

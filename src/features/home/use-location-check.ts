import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { countryByCode } from '@/data/countries'
import { SHIPPABLE_COUNTRY, TIMINGS } from '@/data/policy'
import { GEO_ENDPOINT } from '@/data/shop'
import { useShippingCountry } from '@/features/shipping-country'

/**
 * "Check Shipping Availability": looks the visitor's country up, chooses it as the shipping
 * country and answers with the spec's notices (section 8). Leaving the page aborts the call
 * without a notice. The client is loaded on the first click, so it stays out of the entry bundle.
 */
export function useLocationCheck(): { detecting: boolean; checkLocation: () => Promise<void> } {
  const { selectCountry } = useShippingCountry()
  const [detecting, setDetecting] = useState(false)
  const inFlight = useRef<AbortController | null>(null)

  useEffect(() => () => inFlight.current?.abort(), [])

  const checkLocation = useCallback(async () => {
    if (inFlight.current) return
    const controller = new AbortController()
    inFlight.current = controller
    setDetecting(true)
    try {
      const { detectCountryCode } = await import('@/lib/geolocation')
      const code = await detectCountryCode(GEO_ENDPOINT, {
        signal: controller.signal,
        timeoutMs: TIMINGS.geolocationTimeoutMs,
      })
      const country = countryByCode(code)
      if (controller.signal.aborted || !country) return
      selectCountry(country.name)
      if (country.code === SHIPPABLE_COUNTRY) {
        toast.success('Domestic Shipping Available', {
          description: 'We can ship to your location in the United States.',
        })
      } else {
        toast.error('International Shipping Unavailable', {
          description: 'Sorry, we currently only ship within the United States.',
        })
      }
    } catch (error) {
      if (controller.signal.aborted) return
      // A warning, not an error: a failed lookup is an expected outcome with its own notice.
      console.warn('Location detection failed:', error instanceof Error ? error.message : error)
      toast.error('Location Detection Failed', {
        description: "We couldn't detect your location. Please select your country manually.",
      })
    } finally {
      if (!controller.signal.aborted) {
        inFlight.current = null
        setDetecting(false)
      }
    }
  }, [selectCountry])

  return { detecting, checkLocation }
}

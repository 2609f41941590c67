import { describe, expect, it } from 'vitest'
import { CARRIERS, trackingLink } from './carriers'

describe('tracking links', () => {
  it('link each carrier’s number to the carrier’s own tracking page', () => {
    expect(trackingLink('UPS', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    )
    expect(trackingLink('FedEx', '794644790138')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=794644790138',
    )
    expect(trackingLink('USPS', '9400111899223197428490')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
    )
    expect(trackingLink('DHL', '1234567890')).toBe(
      'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    )
  })

  it('make no link for a carrier off the list or a number off its format (older orders)', () => {
    expect(trackingLink('Courier Co', '1Z999AA10123456784')).toBeNull()
    expect(trackingLink('UPS', 'not a number')).toBeNull()
  })

  it('every carrier’s page is https on the carrier’s own host', () => {
    for (const carrier of Object.values(CARRIERS))
      expect(new URL(carrier.trackingUrl('X')).protocol).toBe('https:')
  })
})

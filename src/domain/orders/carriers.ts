/**
 * The carriers the shop ships with (docs/DECISIONS.md, "Carriers"): each one's tracking page and
 * tracking-number format, in one module the console's ship form, the server's check, the buyer's
 * status page and the shipping mail all read.
 */
export const CARRIER_IDS = ['ups', 'fedex', 'usps', 'dhl'] as const

export type CarrierId = (typeof CARRIER_IDS)[number]

export interface Carrier {
  id: CarrierId
  /** As the buyer and the operator read it; also what an order stores. */
  name: string
  /** A tracking number, spaces and dashes removed, upper case. */
  format: RegExp
  /** What the format is, in the sentence that refuses a number. */
  formatText: string
  /** The carrier's own tracking page for a number. */
  trackingUrl(number: string): string
}

export const CARRIERS: Record<CarrierId, Carrier> = {
  ups: {
    id: 'ups',
    name: 'UPS',
    format: /^1Z[0-9A-Z]{16}$/,
    formatText: '1Z followed by 16 letters and digits',
    trackingUrl: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  },
  fedex: {
    id: 'fedex',
    name: 'FedEx',
    format: /^(?:\d{12}|\d{15}|\d{20}|\d{22})$/,
    formatText: '12, 15, 20 or 22 digits',
    trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  },
  usps: {
    id: 'usps',
    name: 'USPS',
    format: /^(?:\d{20,22}|[A-Z]{2}\d{9}US)$/,
    formatText: '20 to 22 digits, or two letters, 9 digits and US',
    trackingUrl: (n) =>
      `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  },
  dhl: {
    id: 'dhl',
    name: 'DHL',
    format: /^\d{10}$/,
    formatText: '10 digits',
    trackingUrl: (n) =>
      `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${encodeURIComponent(n)}`,
  },
}

/** A tracking number as the carrier's systems read it: no spaces or dashes, upper case. */
export function normaliseTrackingNumber(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase()
}

/** True when the (normalised) number has the carrier's format. */
export function isTrackingNumberOf(carrier: CarrierId, number: string): boolean {
  return CARRIERS[carrier].format.test(normaliseTrackingNumber(number))
}

/** The sentence that refuses a number in the wrong format for its carrier. */
export function trackingNumberMessage(carrier: CarrierId): string {
  const c = CARRIERS[carrier]
  return `That is not a ${c.name} tracking number: ${c.name} numbers are ${c.formatText}.`
}

/**
 * The carrier's tracking page for a stored shipment, or null for a carrier the list does not
 * hold (an order shipped before carriers came from this list stored free text).
 */
export function trackingLink(carrierName: string, number: string): string | null {
  const carrier = Object.values(CARRIERS).find(
    (c) => c.name.toLowerCase() === carrierName.trim().toLowerCase(),
  )
  if (!carrier) return null
  const normalised = normaliseTrackingNumber(number)
  return carrier.format.test(normalised) ? carrier.trackingUrl(normalised) : null
}

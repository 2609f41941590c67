// A lot's certificate of analysis: the measured results of one lot, as the desk publishes them
// (server/fulfilment/lot-routes.ts), read by the shop's certificate page, the product page and an
// order's lines. The specification it is measured against is the product's own.

/** One lot's certificate, as `GET /api/products/{id}/lots[/{lotNumber}]` answers it. */
export interface LotCertificate {
  productId: string
  /** The pack size its vials are (the product's size key); absent from an older desk. */
  sizeKey?: string
  lotNumber: string
  /** The day the lot was tested, `YYYY-MM-DD`. */
  testDate: string
  /** Measured purity in percent, e.g. 99.42. */
  measuredPurity: number
  identityMethod: string
  identityResult: string
  purityMethod: string
  purityResult: string
  analyst: string
  /** The lot's appearance as inspected; null for a lot registered before it was recorded. */
  appearanceResult: string | null
  /** Quality assurance's release: who and which day (`YYYY-MM-DD`); null when not recorded. */
  releasedBy: string | null
  releaseDate: string | null
}

/**
 * The tests every lot must pass, and how: the specification sheet behind "View COA" and each
 * lot's certificate read them from here, so the two never disagree. Purity's limit is the
 * product's own (`product.purity`).
 */
export const SPECIFICATION = {
  purityMethod: 'HPLC',
  identityMethod: 'Mass spectrometry (MS)',
  identity: 'Molecular mass consistent with the sequence',
  appearanceMethod: 'Visual',
  appearance: 'White lyophilised powder',
} as const

/**
 * The day the specification's text (the tests, methods and limits above) was last revised, as
 * the specification sheet's header gives it.
 */
export const SPECIFICATION_REVISION_DATE = '2026-11-24'

/** The lowest purity a claim such as "≥99%" allows, in percent; null when it states none. */
export function purityLimit(claim: string): number | null {
  const match = /^\s*(?:≥|>=)\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(claim)
  return match ? Number(match[1]) : null
}

/**
 * The certificate's conclusion. "Lot X conforms to specification" only when the measured purity
 * meets the product's limit, the appearance was inspected and quality assurance's release is
 * recorded; otherwise a plain statement of what stands in the way, never a claim of conformity.
 */
export function lotConclusion(
  lot: Pick<
    LotCertificate,
    'lotNumber' | 'measuredPurity' | 'appearanceResult' | 'releasedBy' | 'releaseDate'
  >,
  purityClaim: string,
): { conforms: boolean; text: string } {
  const limit = purityLimit(purityClaim)
  if (limit === null) {
    return {
      conforms: false,
      text: `No statement of conformity: the purity specification (${purityClaim}) states no limit to measure lot ${lot.lotNumber} against.`,
    }
  }
  if (lot.measuredPurity < limit) {
    return {
      conforms: false,
      text: `Lot ${lot.lotNumber} does not meet the purity specification (${purityClaim}): measured ${formatPurity(lot.measuredPurity)}.`,
    }
  }
  if (!lot.appearanceResult) {
    return {
      conforms: false,
      text: `No statement of conformity: the appearance of lot ${lot.lotNumber} was not recorded.`,
    }
  }
  if (!lot.releasedBy || !lot.releaseDate) {
    return {
      conforms: false,
      text: `No statement of conformity: quality assurance's release of lot ${lot.lotNumber} is not recorded.`,
    }
  }
  return { conforms: true, text: `Lot ${lot.lotNumber} conforms to specification.` }
}

/** The desk's addresses for a product's certificates. */
export const LOT_API = {
  lots: (productId: string) => `/api/products/${encodeURIComponent(productId)}/lots`,
  lot: (productId: string, lotNumber: string) =>
    `${LOT_API.lots(productId)}/${encodeURIComponent(lotNumber)}`,
}

/** The shop's page of one lot's certificate. */
export function lotCertificatePath(productId: string, lotNumber: string): string {
  return `/products/${encodeURIComponent(productId)}/lots/${encodeURIComponent(lotNumber)}`
}

// Test dates are days without a time or a zone: read and written in UTC, so the day shown
// never moves with the visitor's zone.
const testDay = (testDate: string) => new Date(`${testDate}T00:00:00Z`)

/** "October 2, 2026", or "Oct 2, 2026" when short. */
export function formatTestDate(testDate: string, short = false): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: short ? 'medium' : 'long',
    timeZone: 'UTC',
  }).format(testDay(testDate))
}

/** "99.42%": to the hundredth, as the desk records it. */
export function formatPurity(percent: number): string {
  return `${percent.toFixed(2)}%`
}

const TEXT_FIELDS = [
  'productId',
  'lotNumber',
  'identityMethod',
  'identityResult',
  'purityMethod',
  'purityResult',
  'analyst',
] as const

/** True when an answer's value is a certificate the page can show; anything else is not shown. */
export function isLotCertificate(value: unknown): value is LotCertificate {
  if (typeof value !== 'object' || value === null) return false
  const lot = value as Record<string, unknown>
  const purity = lot.measuredPurity
  return (
    TEXT_FIELDS.every((field) => typeof lot[field] === 'string' && lot[field] !== '') &&
    typeof lot.testDate === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(lot.testDate) &&
    typeof purity === 'number' &&
    purity >= 0 &&
    purity <= 100 &&
    (['appearanceResult', 'releasedBy'] as const).every(
      (field) => lot[field] === null || (typeof lot[field] === 'string' && lot[field] !== ''),
    ) &&
    (lot.releaseDate === null ||
      (typeof lot.releaseDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(lot.releaseDate)))
  )
}

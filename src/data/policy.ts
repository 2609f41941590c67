/**
 * Every business constant and policy figure, in one place (spec section 9, docs/DECISIONS.md).
 * Policy pages, product tabs, checkout and contact read their numbers from here so that
 * no two pages can disagree.
 */

export const MINIMUM_AGE = 21
/** docs/DECISIONS.md: one purity claim everywhere. */
export const PURITY_CLAIM = '≥99%'

export const TAX_RATE = 0.07
export const FLAT_SHIPPING_US_CENTS = 999
export const FLAT_SHIPPING_INTERNATIONAL_CENTS = 1999

export const SHIPPABLE_COUNTRY = 'US'
export const DEFAULT_COUNTRY_CODE = 'US'
/** Its name as Intl.DisplayNames gives it (a test holds the two together), shown before any
 * choice without loading Intl's region names on start-up. */
export const DEFAULT_COUNTRY_NAME = 'United States'
export const BLOCKED_COUNTRY_CODES = ['AE', 'IR', 'KP', 'SY', 'CU'] as const
export const EXPANDING_COUNTRY_CODES = [
  'GB',
  'CA',
  'DE',
  'NL',
  'SE',
  'DK',
  'FI',
  'NO',
  'IE',
  'NZ',
] as const

export const ACCEPTED_CARDS = ['Visa', 'Mastercard'] as const

export const FIELD_LIMITS = {
  cardNumber: 19,
  cvc: 4,
  expiry: 7,
  minDetailQuantity: 1,
  /** Largest quantity one cart line holds; larger stored or typed values are clamped. */
  maxLineQuantity: 99,
  // docs/DECISIONS.md, "Limits": the longest text each field takes, in UTF-16 code units (what
  // both an input's maxLength and the desk count). The forms show them; the desk enforces them.
  personName: 100,
  email: 254,
  phone: 20,
  street: 200,
  addressLine2: 100,
  city: 100,
  zip: 10,
  message: 5000,
  orderNumber: 32,
  organization: 200,
  poNumber: 40,
  taxCertificate: 40,
  paymentLink: 500,
  paymentReference: 64,
  carrier: 60,
  trackingNumber: 40,
  lotNumber: 40,
  reason: 500,
  labMethod: 120,
  labResult: 300,
  password: 256,
} as const

export const TIMINGS = {
  carouselLoadingMs: 800,
  addedFeedbackMs: 700,
  heroVideoFallbackMs: 3000,
  geolocationTimeoutMs: 8000,
} as const

export const LAYOUT = {
  carouselDefaultCount: 4,
  carouselScrollStepPx: 300,
  headerTransparencyThresholdPx: 10,
} as const

/** Figures quoted by the policy pages, product tabs and contact page. */
export const POLICY = {
  processingDays: '1-2 business days',
  /**
   * docs/DECISIONS.md, "Shipping price": checkout charges the flat US rate for standard service;
   * faster and temperature-controlled services are arranged (and priced) by customer service.
   */
  shippingTiers: [
    { name: 'Standard', time: '3-5 business days', atCheckout: true },
    { name: 'Expedited', time: '2-3 business days', atCheckout: false },
    { name: 'Rush', time: '1-2 business days', atCheckout: false },
  ],
  expressCutoff: '2 PM EST',
  refundDays: '5-7 business days',
  /** docs/DECISIONS.md: the refund policy governs returns, 14 days everywhere. */
  returnWindowDays: 14,
  cancellationWindowHours: 24,
  damageReportHours: 48,
  customSynthesisDays: '5-10 business days',
  supportHours: 'Monday to Friday, 9 AM to 5 PM EST',
  replyTime: 'within 24 business hours',
  standardDeliveryEstimate: '3-5 business days',
} as const

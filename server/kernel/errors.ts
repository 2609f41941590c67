import type { ApiError } from '@/domain/orders/order-view'

/** A refusal the desk answers as `{ error: { message, fields? } }` with its status. */
export class DeskError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** More of the answer beside the message (a 409 over prices: the products now). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'DeskError'
  }

  body(): ApiError {
    return {
      error: {
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...this.extra,
      },
    }
  }
}

export const DESK_MESSAGES = {
  invalidJson: 'The request body is not valid JSON.',
  notJson: 'Send the request as JSON (Content-Type: application/json).',
  tooLarge: 'The request is too large.',
  tooDeep: 'The request body is nested too deeply.',
  nulCharacter:
    'The request holds a NUL character (\\u0000), which no field accepts. Remove it and try again.',
  badAddress:
    'The address could not be read (a NUL character, an encoded slash or "..", a broken %-escape, or too long). Check the link and try again.',
  nulInAddress:
    'The address holds a NUL character (%00), which no filter or field accepts. Remove it and try again.',
  tooMany: 'Too many requests from your address. Please wait a minute and try again.',
  cardNumber:
    'Card numbers cannot be sent here: this shop never takes card details. Please remove the card number and choose a payment method; we email a secure payment link or an invoice.',
  notFound: 'Not found.',
  orderNotFound: 'We could not find that order. Check the link in your confirmation email.',
  keyReused:
    'This checkout was already used for a different order. Reload the checkout page and place the order again.',
  failed: 'The order desk could not complete this request. Please try again in a moment.',
  lookupSent:
    'If an order with that number was placed with that email address, we have emailed its status link there.',
} as const

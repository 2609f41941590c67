// A US shipping address as the console's order forms take it ("Edit order", "New order"): the
// fields, and the `shipping` part of the body the order desk reads from them.
import { ORDER_ENTRY_LIMITS as L } from '@/domain/orders/order-entry'
import { ORDER_COUNTRY } from '@/domain/orders/order-request'
import { Field } from '../shared/ui'

export const SHIPPING_FIELDS = ['address', 'address2', 'city', 'state', 'zip'] as const
type ShippingField = (typeof SHIPPING_FIELDS)[number]

/** The keys of a refusal's fields the address shows (`shipping.zip`). */
export const SHIPPING_FIELD_KEYS = SHIPPING_FIELDS.map((f) => `shipping.${f}`)

/** The address typed, as the order desk takes it (the form's inputs are named by field). */
export function shippingBody(form: FormData) {
  const text = (name: ShippingField) => String(form.get(name) ?? '').trim()
  return {
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    state: text('state').toUpperCase(),
    zip: text('zip'),
    country: ORDER_COUNTRY,
  }
}

/**
 * The address's inputs, uncontrolled (read with `shippingBody` on submit), each with the
 * refusal's message about it (`fields` is keyed as the server answers: `shipping.zip`).
 */
export function AddressFields({
  initial,
  fields,
}: {
  initial?: Partial<Record<ShippingField, string | null>>
  fields: Record<string, string>
}) {
  const start = (f: ShippingField) => initial?.[f] ?? ''
  return (
    <>
      <Field
        label="Address"
        name="address"
        required
        maxLength={L.street}
        autoComplete="off"
        defaultValue={start('address')}
        error={fields['shipping.address']}
      />
      <Field
        label="Address line 2 (optional)"
        name="address2"
        maxLength={L.addressLine2}
        autoComplete="off"
        defaultValue={start('address2')}
        error={fields['shipping.address2']}
      />
      <Field
        label="City"
        name="city"
        required
        maxLength={L.city}
        autoComplete="off"
        defaultValue={start('city')}
        error={fields['shipping.city']}
      />
      <div className="grid gap-2 sm:grid-cols-2 sm:gap-4">
        <Field
          label="State"
          name="state"
          required
          maxLength={2}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="Two letters, such as NC."
          defaultValue={start('state')}
          error={fields['shipping.state']}
        />
        <Field
          label="ZIP"
          name="zip"
          required
          maxLength={L.zip}
          autoComplete="off"
          defaultValue={start('zip')}
          error={fields['shipping.zip']}
        />
      </div>
      <p className="text-sm text-slate-700">United States</p>
    </>
  )
}

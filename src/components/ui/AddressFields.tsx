import { FIELD_LIMITS } from '@/data/policy'
import { US_STATES } from '@/data/us-states'
import { SHIPPING_COUNTRY } from '@/domain/orders/checkout-fields'
import { SelectField, TextField } from './Field'

// The US delivery address, as the checkout, the quote request and the console's order forms take
// it: the same labels, limits, autocomplete tokens and state list everywhere, the country fixed
// (docs/DECISIONS.md). Left to its inputs, they are named by field, for `addressFrom` to read.

export const ADDRESS_FIELDS = ['address', 'address2', 'city', 'state', 'zip'] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.label }))
// The limits the desk enforces (docs/DECISIONS.md, "Limits"), shown by the inputs themselves.
const MAX_LENGTH = {
  address: FIELD_LIMITS.street,
  address2: FIELD_LIMITS.addressLine2,
  city: FIELD_LIMITS.city,
  zip: FIELD_LIMITS.zip,
} as const

const LABEL: Record<AddressField, string> = {
  address: 'Street address',
  address2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  state: 'State',
  zip: 'ZIP/Postal code',
}

/** The browser's autocomplete token of each field: the buyer types their own address. */
const AUTOCOMPLETE: Record<AddressField, string> = {
  address: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
}

export interface AddressFieldsProps {
  /** The id of a field's control, as the form's error summary and focus find it. */
  id: (field: AddressField | 'country') => string
  /** A message beside each field that has one. */
  errors: Partial<Record<AddressField | 'country', string | undefined>>
  /**
   * Held by the form (the checkout's draft): the values and a change to one. Without them the
   * inputs hold what is typed, read on submit with `addressFrom`.
   */
  values?: Record<AddressField, string>
  onChange?: (field: AddressField, value: string) => void
  /** The gap of the rows: the checkout's steps are airier than the quote request. */
  gap?: string
}

/** The street, apartment, city, state, ZIP and the fixed country of a US delivery address. */
export function AddressFields({ id, errors, values, onChange, gap = 'gap-5' }: AddressFieldsProps) {
  const control = (field: AddressField) => ({
    id: id(field),
    // Named only when the form reads its inputs: a held form's values are never submitted.
    name: values ? undefined : field,
    label: LABEL[field],
    error: errors[field],
    required: field !== 'address2',
    autoComplete: AUTOCOMPLETE[field],
    ...(values ? { value: values[field] } : {}),
    onChange: onChange
      ? (e: { target: { value: string } }) => onChange(field, e.target.value)
      : undefined,
  })
  const text = (field: 'address' | 'address2' | 'city' | 'zip') => ({
    ...control(field),
    inputMode: field === 'zip' ? ('numeric' as const) : ('text' as const),
    maxLength: MAX_LENGTH[field],
  })
  return (
    <>
      <TextField {...text('address')} />
      <TextField {...text('address2')} />
      <div className={`grid sm:grid-cols-3 ${gap}`}>
        <TextField {...text('city')} />
        <SelectField {...control('state')} placeholder="Select a state" options={STATE_OPTIONS} />
        <TextField {...text('zip')} />
      </div>
      <TextField
        id={id('country')}
        label="Country"
        value={SHIPPING_COUNTRY}
        readOnly
        autoComplete="country-name"
        inputMode="text"
        error={errors.country}
        hint="We ship within the United States only."
      />
    </>
  )
}

/** The address typed into `AddressFields`, as the order desk takes it. */
export function addressFrom(form: FormData) {
  const text = (name: AddressField) => String(form.get(name) ?? '').trim()
  return {
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    country: 'US' as const,
  }
}

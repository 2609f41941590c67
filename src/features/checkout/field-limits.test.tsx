import { render, screen } from '@testing-library/react'
import { MemoryRouter } from '@/lib/router'
import { describe, expect, it } from 'vitest'
import { FIELD_LIMITS as L } from '@/data/policy'
import { EMPTY_CUSTOMER, EMPTY_PAYMENT, EMPTY_SHIPPING } from '@/domain/orders/checkout-schema'
import { EMPTY_INSTITUTION } from '@/domain/orders/institution-schema'
import { CustomerStep } from './CustomerStep'
import { PaymentStep } from './PaymentStep'
import { ShippingStep } from './ShippingStep'

const none = () => {}

// docs/DECISIONS.md, "Limits": the inputs stop where the desk's schemas stop.
describe('checkout inputs show the lengths the desk takes', () => {
  it('in the details step', () => {
    render(
      <MemoryRouter>
        <CustomerStep
          values={EMPTY_CUSTOMER}
          onChange={none}
          institution={EMPTY_INSTITUTION}
          onInstitution={none}
          onContinue={none}
          desk
        />
      </MemoryRouter>,
    )
    expect(screen.getByLabelText('First name')).toHaveAttribute('maxLength', String(L.personName))
    expect(screen.getByLabelText('Last name')).toHaveAttribute('maxLength', String(L.personName))
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', String(L.email))
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('maxLength', String(L.phone))
  })

  it('in the shipping step', () => {
    render(<ShippingStep values={EMPTY_SHIPPING} onChange={none} onContinue={none} onBack={none} />)
    expect(screen.getByLabelText('Street address')).toHaveAttribute('maxLength', String(L.street))
    expect(screen.getByLabelText('Apartment, suite, etc. (optional)')).toHaveAttribute(
      'maxLength',
      String(L.addressLine2),
    )
    expect(screen.getByLabelText('City')).toHaveAttribute('maxLength', String(L.city))
    expect(screen.getByLabelText('ZIP/Postal code')).toHaveAttribute('maxLength', String(L.zip))
  })

  it("in the static build's card step", () => {
    render(<PaymentStep values={EMPTY_PAYMENT} onChange={none} onContinue={none} onBack={none} />)
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('maxLength', String(L.personName))
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { QuantityStepper } from './QuantityStepper'

function Harness({ start = 1, max = 5 }: { start?: number; max?: number }) {
  const [value, setValue] = useState(start)
  return (
    <QuantityStepper
      value={value}
      onChange={setValue}
      min={1}
      max={max}
      label="Quantity"
      decreaseLabel="Decrease quantity"
      increaseLabel="Increase quantity"
    />
  )
}

describe('QuantityStepper', () => {
  it('steps within min and max, disabling the buttons at the ends', async () => {
    const user = userEvent.setup()
    render(<Harness start={1} max={3} />)
    const field = screen.getByRole('spinbutton', { name: 'Quantity' })
    const minus = screen.getByRole('button', { name: 'Decrease quantity' })
    const plus = screen.getByRole('button', { name: 'Increase quantity' })
    expect(minus).toBeDisabled()
    await user.click(plus)
    await user.click(plus)
    expect(field).toHaveValue(3)
    expect(plus).toBeDisabled()
    await user.click(minus)
    expect(field).toHaveValue(2)
  })

  it('accepts typing and corrects an out-of-range value when the field loses focus', async () => {
    const user = userEvent.setup()
    render(<Harness start={2} max={5} />)
    const field = screen.getByRole('spinbutton', { name: 'Quantity' })
    await user.clear(field)
    await user.type(field, '4')
    expect(field).toHaveValue(4)
    await user.clear(field)
    await user.type(field, '0')
    await user.tab()
    expect(field).toHaveValue(4)
    await user.clear(field)
    await user.type(field, '9')
    await user.tab()
    expect(field).toHaveValue(5)
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CheckboxField } from './CheckboxField'
import { SelectField, TextAreaField, TextField } from './Field'

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})

describe('TextField', () => {
  it('labels the input and passes its attributes on', () => {
    render(<TextField id="f" label="City" autoComplete="address-level2" inputMode="text" />)
    const input = screen.getByLabelText('City')
    expect(input).toHaveAttribute('autocomplete', 'address-level2')
    expect(input).toHaveAttribute('inputmode', 'text')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAccessibleDescription()
  })

  it('marks the input invalid and describes it by its error and hint', () => {
    render(<TextField id="f" label="City" hint="Where it ships" error="City is required." />)
    const input = screen.getByLabelText('City')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Where it ships City is required.')
    expect(screen.getByText('City is required.')).toBeVisible()
  })
})

describe('SelectField and TextAreaField', () => {
  it('wire the label and error the same way', () => {
    render(
      <>
        <SelectField
          id="s"
          label="State"
          placeholder="Select a state"
          options={[{ value: 'NC', label: 'North Carolina' }]}
          error="State is required."
        />
        <TextAreaField id="t" label="Message" error="Message is required." />
      </>,
    )
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
      'State is required.',
    )
    expect(screen.getByRole('option', { name: 'Select a state' })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Message is required.',
    )
  })
})

describe('CheckboxField', () => {
  it('is a named checkbox that toggles with its label and carries its error', async () => {
    const onChange = vi.fn()
    render(
      <CheckboxField
        id="c"
        label="I am 21 or older"
        checked={false}
        onCheckedChange={onChange}
        error="You must confirm."
      />,
    )
    const box = screen.getByRole('checkbox', { name: 'I am 21 or older' })
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription('You must confirm.')
    await userEvent.click(screen.getByText('I am 21 or older'))
    expect(onChange).toHaveBeenCalledWith(true)
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ImportResult } from './products'
import { CatalogueImport } from './CatalogueImport'

function serve(...answers: ImportResult[]) {
  const sent: { url: string; type: string | null; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, type: new Headers(init.headers).get('Content-Type'), body: init.body })
      return new Response(JSON.stringify(answers.shift()), { status: 200 })
    }),
  )
  return sent
}

/** A chosen file; jsdom's has no `text()`, which every browser's has. */
function csv(text: string) {
  const file = new File([text], 'catalogue.csv', { type: 'text/csv' })
  return Object.assign(file, { text: async () => text })
}

describe('the catalogue import', () => {
  it('shows a dry run’s changes, then applies them', async () => {
    const changes: ImportResult['changes'] = [
      {
        id: 'tb-500',
        kind: 'changed',
        fields: [
          {
            field: 'sizes',
            before: '5mg (5mg): $94.99, SKU TB-500-5MG',
            after: '5mg (5mg): $99.00, SKU TB-500-5MG',
          },
        ],
      },
    ]
    const sent = serve(
      { applied: false, rows: 7, changes, errors: [] },
      { applied: true, rows: 7, changes, errors: [] },
    )
    const onApplied = vi.fn()
    const user = userEvent.setup()
    render(<CatalogueImport onApplied={onApplied} />)
    await user.upload(screen.getByLabelText('CSV file'), csv('id,size,price\ntb-500,5mg,99.00\n'))
    expect(
      await screen.findByText(/Dry run of catalogue.csv: 1 product would change/),
    ).toBeVisible()
    expect(screen.getByText('Sizes').closest('li')).toHaveTextContent(
      /^Sizes: 5mg \(5mg\): \$94\.99, SKU TB-500-5MG → changed to 5mg \(5mg\): \$99\.00, SKU TB-500-5MG$/,
    )
    expect(sent[0]).toEqual({
      url: '/api/admin/catalogue/import',
      type: 'text/csv',
      body: 'id,size,price\ntb-500,5mg,99.00\n',
    })
    await user.click(screen.getByRole('button', { name: 'Apply import' }))
    expect(await screen.findByText(/catalogue.csv imported: 1 product changed/)).toBeVisible()
    expect(sent[1]!.url).toBe('/api/admin/catalogue/import?apply=1')
    expect(onApplied).toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Apply import' })).toBeNull()
  })

  it('lists every bad row with its line and reason, and applies nothing', async () => {
    serve({
      applied: false,
      rows: 2,
      changes: [],
      errors: [
        { row: 3, column: 'price', message: 'Type the price in dollars.' },
        { row: 5, message: 'The row has 3 columns; the header has 21.' },
      ],
    })
    const user = userEvent.setup()
    render(<CatalogueImport onApplied={() => {}} />)
    await user.upload(screen.getByLabelText('CSV file'), csv('bad'))
    expect(
      await screen.findByText('Line 3, column price: Type the price in dollars.'),
    ).toBeVisible()
    expect(screen.getByText('Line 5: The row has 3 columns; the header has 21.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled()
  })
})

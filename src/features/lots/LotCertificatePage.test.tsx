import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from '@/lib/router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import LotCertificatePage from './LotCertificatePage'

const HOSTILE = '<img src=x onerror=alert(1)>'
const lot = {
  productId: 'bpc-157',
  lotNumber: '24A017',
  testDate: '2026-10-02',
  measuredPurity: 99.42,
  identityMethod: 'ESI-MS',
  identityResult: 'Mass matches the sequence',
  purityMethod: 'HPLC, 220 nm',
  purityResult: '99.42% main peak',
  analyst: 'J. Chen',
  appearanceResult: 'White lyophilised powder',
  releasedBy: 'R. Patel',
  releaseDate: '2026-10-05',
}

function jsonResponse(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/products/:id/lots/:lotNumber" element={<LotCertificatePage />} />
      </Routes>
    </MemoryRouter>,
  )
  return userEvent.setup()
}

/** The value beside a term of the lot's facts. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('LotCertificatePage', () => {
  it('shows the lot’s measured results against the product’s specification', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ lot }, 200))
    vi.stubGlobal('fetch', fetchMock)
    renderAt('/products/bpc-157/lots/24A017')

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Certificate of Analysis BPC-157, lot 24A017',
      }),
    ).toBeInTheDocument()
    const results = await screen.findByRole('table', { name: 'Test results' })
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(
      '/api/products/bpc-157/lots/24A017',
    )
    expect(document.title).toBe(
      'Certificate of Analysis — BPC-157, lot 24A017 | Research Reagents Supply',
    )

    // The catalogue has no catalogue numbers: the name is not repeated as one.
    expect(screen.queryByText('Catalogue number')).not.toBeInTheDocument()
    expect(fact('CAS number')).toHaveTextContent('137525-51-0')
    expect(fact('Molecular formula')).toHaveTextContent('C62H98N16O22')
    expect(fact('Molecular weight')).toHaveTextContent('1419.5 g/mol (free peptide)')
    expect(fact('Lot number')).toHaveTextContent('24A017')
    expect(fact('Test date')).toHaveTextContent('October 2, 2026')
    expect(fact('Analyst')).toHaveTextContent('J. Chen')

    expect(
      within(results)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Test and method', 'Specification', 'Result'])
    const purity = within(results).getByRole('row', { name: /^Purity/ })
    expect(within(purity).getByRole('rowheader')).toHaveTextContent('PurityHPLC, 220 nm')
    expect(
      within(purity)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['≥99%', '99.42%99.42% main peak'])
    const identity = within(results).getByRole('row', { name: /^Identity/ })
    expect(within(identity).getByRole('rowheader')).toHaveTextContent('IdentityESI-MS')
    expect(
      within(identity)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Molecular mass consistent with the sequence', 'Mass matches the sequence'])
    // Every test the specification sheet lists (SPECIFICATION), and the release by QA.
    const appearance = within(results).getByRole('row', { name: /^Appearance/ })
    expect(
      within(appearance)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['White lyophilised powder', 'White lyophilised powder'])
    expect(
      screen.getByText('Released by quality assurance: R. Patel, October 5, 2026'),
    ).toBeInTheDocument()
    expect(screen.getByText('Lot 24A017 conforms to specification.')).toBeInTheDocument()
    expect(screen.getByText(/^For laboratory research use only\./)).toBeInTheDocument()
    // The documents' one header: the shop, the title and subject, the lot and its date, Print.
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!
    expect(within(header).getByText('Research Reagents Supply')).toBeInTheDocument()
    // The lot once, in the subject; the line under it its test and release dates.
    expect(header).toHaveTextContent('Tested October 2, 2026 · Released October 5, 2026')
    // Each date kept whole; a narrow line breaks after the "·", so no line starts with it.
    const unbroken = [...header.querySelectorAll('span.whitespace-nowrap')].map(
      (s) => s.textContent,
    )
    expect(unbroken).toEqual(['Tested October 2, 2026 ·', 'Released October 5, 2026'])
    expect(within(header).getAllByText(/24A017/)).toHaveLength(1)
    expect(within(header).getByRole('button', { name: 'Print' })).toBeInTheDocument()
    expect(screen.getByText(/^Issued by Research Reagents Supply, /)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'BPC-157 specification sheet' })).toHaveAttribute(
      'href',
      '/coa/bpc-157.html',
    )
    expect(screen.getByRole('link', { name: 'Back to BPC-157' })).toHaveAttribute(
      'href',
      '/products/bpc-157',
    )
  })

  it('says plainly what an older lot did not record', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          { lot: { ...lot, appearanceResult: null, releasedBy: null, releaseDate: null } },
          200,
        ),
      ),
    )
    renderAt('/products/bpc-157/lots/24A017')
    const results = await screen.findByRole('table', { name: 'Test results' })
    const appearance = await within(results).findByRole('row', { name: /Not recorded/ })
    expect(appearance).toHaveTextContent('Not recorded for this lot')
    expect(
      screen.getByText('Release by quality assurance: not recorded for this lot.'),
    ).toBeInTheDocument()
    // No claim of conformity the record does not bear out.
    expect(screen.queryByText(/conforms to specification/)).not.toBeInTheDocument()
    expect(screen.getByText(/^No statement of conformity: /)).toBeInTheDocument()
  })

  it('states plainly when the measured purity misses the specification', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ lot: { ...lot, measuredPurity: 98.2 } }, 200)),
    )
    renderAt('/products/bpc-157/lots/24A017')
    expect(
      await screen.findByText(
        'Lot 24A017 does not meet the purity specification (≥99%): measured 98.20%.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/conforms to specification/)).not.toBeInTheDocument()
  })

  it('prints the page with the Print button', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ lot }, 200)),
    )
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const user = renderAt('/products/bpc-157/lots/24A017')
    await user.click(await screen.findByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it('holds the certificate’s place while the lot loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    )
    renderAt('/products/bpc-157/lots/24A017')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('BPC-157, lot 24A017')
    const results = screen.getByRole('table', { name: 'Test results' })
    expect(results.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true')
    // The specification is the product's, known at once; the measured values are placeholders.
    expect(within(results).getByText('≥99%')).toBeInTheDocument()
    expect(fact('Analyst')?.textContent).toBe('')
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument()
  })

  it('says so when the product has no such lot, with a way back to the product', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { message: 'No certificate of analysis for that lot.' } }, 404),
      ),
    )
    renderAt('/products/bpc-157/lots/24A999')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate Not Found' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/no certificate of analysis for lot 24A999 of BPC-157/),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to BPC-157' })).toHaveAttribute(
      'href',
      '/products/bpc-157',
    )
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('asks nothing for an unknown product', () => {
    const fetchMock = vi.fn(async () => jsonResponse({ lot }, 200))
    vi.stubGlobal('fetch', fetchMock)
    renderAt('/products/nope/lots/24A017')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Certificate Not Found' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/products',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('offers a retry when the desk cannot be reached, and shows the lot once it answers', async () => {
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(jsonResponse({ lot }, 200))
    vi.stubGlobal('fetch', fetchMock)
    const user = renderAt('/products/bpc-157/lots/24A017')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /couldn’t reach our server to load this certificate/,
    )
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: 'Test results' })).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('shows an answer that is not a certificate as a failure, not as results', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ lot: { ...lot, measuredPurity: '99.42' } }, 200)),
    )
    renderAt('/products/bpc-157/lots/24A017')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /couldn’t load this certificate just now/,
    )
    expect(screen.queryByText('99.42%')).not.toBeInTheDocument()
  })

  it('shows what the desk answers as text, never as markup', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ lot: { ...lot, analyst: HOSTILE } }, 200)),
    )
    renderAt('/products/bpc-157/lots/24A017')
    // The table holds its place while the lot loads: wait for the answer itself.
    await waitFor(() => expect(fact('Analyst')).toHaveTextContent(HOSTILE))
    expect(document.querySelector('img')).toBeNull()
  })
})

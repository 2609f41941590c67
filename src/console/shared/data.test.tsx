import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { ConsoleData, useConsoleData } from './data'

/** The console's API as a list of answers for /api/admin/count, in turn; records each read. */
function countAnswers(...answers: { status: number; body: unknown }[]) {
  const reads: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      reads.push(url)
      const answer = answers.shift() ?? { status: 500, body: {} }
      return new Response(JSON.stringify(answer.body), { status: answer.status })
    }),
  )
  return reads
}

function Count({ serverMessage = false }: { serverMessage?: boolean }) {
  const { data, error, loading } = useConsoleData<{ n: number }>('/count', 'Could not count.', {
    serverMessage,
  })
  if (error) return <p role="alert">{error}</p>
  return <p>{loading ? 'Loading…' : `Count ${data?.n}`}</p>
}

/** A page that can be left and come back to, as the console's router does. */
function Away() {
  const [shown, setShown] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        {shown ? 'Leave' : 'Come back'}
      </button>
      {shown && <Count />}
    </>
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('what a console page reads', () => {
  it('shows the answer once read', async () => {
    const reads = countAnswers({ status: 200, body: { n: 3 } })
    render(<Count />, { wrapper: ConsoleData })
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(await screen.findByText('Count 3')).toBeInTheDocument()
    expect(reads).toEqual(['/api/admin/count'])
  })

  it('says the page’s failure, or the server’s refusal where the page asks for it', async () => {
    const refusal = { status: 404, body: { error: { message: 'No such count.' } } }
    countAnswers(refusal, refusal)
    const { unmount } = render(<Count />, { wrapper: ConsoleData })
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not count.')
    unmount()
    render(<Count serverMessage />, { wrapper: ConsoleData })
    expect(await screen.findByRole('alert')).toHaveTextContent('No such count.')
  })

  it('shows a page come back to at once with its last answer, then the one read again', async () => {
    const reads = countAnswers({ status: 200, body: { n: 1 } }, { status: 200, body: { n: 2 } })
    render(<Away />, { wrapper: ConsoleData })
    expect(await screen.findByText('Count 1')).toBeInTheDocument()
    act(() => screen.getByRole('button', { name: 'Leave' }).click())
    // Away a while, as an operator on another page is.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    act(() => screen.getByRole('button', { name: 'Come back' }).click())
    // No "Loading…" on the way back: the last answer, while the next is read.
    expect(screen.getByText('Count 1')).toBeInTheDocument()
    expect(await screen.findByText('Count 2')).toBeInTheDocument()
    expect(reads).toHaveLength(2)
  })

  it('carries nothing over to the next session', async () => {
    const reads = countAnswers({ status: 200, body: { n: 1 } }, { status: 200, body: { n: 5 } })
    const { unmount } = render(<Count />, { wrapper: ConsoleData })
    expect(await screen.findByText('Count 1')).toBeInTheDocument()
    unmount()
    render(<Count />, { wrapper: ConsoleData })
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(await screen.findByText('Count 5')).toBeInTheDocument()
    expect(reads).toHaveLength(2)
  })
})

import { useId, useState } from 'react'
import { secondaryButtonClass } from '../shared/ui'

/** The codes as a text file says them: what they are, then one a line. */
function codesText(codes: string[]): string {
  return [
    'Recovery codes for the order console',
    `Made ${new Date().toISOString().slice(0, 10)}. Each signs you in once without the app.`,
    '',
    ...codes,
    '',
  ].join('\n')
}

/**
 * Ten recovery codes, shown this once, each good for one sign-in without the phone: to copy,
 * download as a text file or print.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const headingId = useId()
  const [told, setTold] = useState('')

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      setTold('The codes are copied.')
    } catch {
      setTold('This browser would not copy them: download or print them instead.')
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([codesText(codes)], { type: 'text/plain' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(url)
    setTold('The codes are downloaded as recovery-codes.txt.')
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-bold">
        Your recovery codes
      </h3>
      <p role="status">
        Two-factor sign-in is on. Keep these ten codes somewhere safe, away from your phone: each
        signs you in once without the app. They are shown only now.
      </p>
      <ul className="grid max-w-md grid-cols-2 gap-x-6 gap-y-1 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2 print:hidden">
        <button type="button" className={secondaryButtonClass} onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className={secondaryButtonClass} onClick={download}>
          Download
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => window.print()}>
          Print
        </button>
      </div>
      <p aria-live="polite" className="min-h-6 text-sm text-slate-800">
        {told}
      </p>
      <button type="button" className={`${secondaryButtonClass} print:hidden`} onClick={onDone}>
        I have kept my recovery codes
      </button>
    </section>
  )
}

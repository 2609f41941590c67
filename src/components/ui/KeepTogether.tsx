import type { ReactNode } from 'react'

/**
 * Text with an identifier in it (an order or invoice number such as RRS-7KQ2M9XD) that a line
 * never breaks inside: at its hyphen a phone would split the number a buyer copies as a payment
 * reference. The rest of the text wraps as usual.
 */
export function KeepTogether({ text, part }: { text: string; part: string }): ReactNode {
  const at = part ? text.indexOf(part) : -1
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">{part}</span>
      {text.slice(at + part.length)}
    </>
  )
}

// Text people typed, as it goes into a plain-text mail. The desk's schemas already refuse line
// breaks in one-line fields and control and bidi characters everywhere; this is the second line
// of defence, for rows stored before those rules or written by other means: a name or an address
// never adds a line (or a header-looking "Injected: yes") to a mail, and nothing reorders what
// its reader sees.

const LINE_BREAKS_AND_TABS = /[\t\n\r\u0085\u2028\u2029]+/g
const PARAGRAPH_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g
// Control characters (tab and line feed aside), bidi embeddings, overrides and isolates, and
// lone surrogate halves.
const HIDDEN = /(?![\t\n])\p{Cc}|[\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu

/** A one-line field (name, address, reference, reason) as one line of mail. */
export function oneLine(text: unknown): string {
  return String(text ?? '')
    .replace(LINE_BREAKS_AND_TABS, ' ')
    .replace(HIDDEN, '')
}

/** A multi-line field (the contact message): its lines kept, with LF line ends. */
export function textBlock(text: unknown): string {
  return String(text ?? '')
    .replace(PARAGRAPH_BREAKS, '\n')
    .replace(HIDDEN, '')
}

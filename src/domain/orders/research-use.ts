// docs/DECISIONS.md, "Accountability": the research-use attestation the order desk's checkout
// asks for on its details step. Stored with each order as the text's version and the time.

/** The text the buyer ticks, word for word, and its version: a new text gets a new version. */
export const RESEARCH_USE = {
  version: 'ruo-1',
  text: 'I confirm that these materials are for laboratory research use only, not for human or veterinary use.',
} as const

/** What an order keeps of it; null on orders placed before it was asked. */
export interface ResearchUseAttestation {
  version: string
  /** ISO time it was given (the order's placing). */
  at: string
}

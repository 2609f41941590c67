import type { SequenceStructure } from '@/data/types'

/**
 * Each product's sequence as data, for its figure (src/lib/sequence-figure.js): only what the
 * identity data (docs/reference/peptide-identity.md, the products' `sequence`) states, which a
 * test holds it to. Apart from the catalogue, so only the product page's code carries it.
 */
export const SEQUENCE_STRUCTURES: Readonly<Record<string, SequenceStructure>> = {
  'bpc-157': {
    nTerminus: 'H',
    residues: [
      'Gly',
      'Glu',
      'Pro',
      'Pro',
      'Pro',
      'Gly',
      'Lys',
      'Pro',
      'Ala',
      'Asp',
      'Asp',
      'Ala',
      'Gly',
      'Leu',
      'Val',
    ],
    cTerminus: 'OH',
    bridges: [],
  },
  'tb-500': {
    nTerminus: 'Ac',
    residues: ['Leu', 'Lys', 'Lys', 'Thr', 'Glu', 'Thr', 'Gln'],
    cTerminus: 'OH',
    bridges: [],
  },
  'cjc-1295': {
    nTerminus: 'H',
    residues: [
      'Tyr',
      'D-Ala',
      'Asp',
      'Ala',
      'Ile',
      'Phe',
      'Thr',
      'Gln',
      'Ser',
      'Tyr',
      'Arg',
      'Lys',
      'Val',
      'Leu',
      'Ala',
      'Gln',
      'Leu',
      'Ser',
      'Ala',
      'Arg',
      'Lys',
      'Leu',
      'Leu',
      'Gln',
      'Asp',
      'Ile',
      'Leu',
      'Ser',
      'Arg',
    ],
    cTerminus: 'NH2',
    bridges: [],
  },
  ipamorelin: {
    nTerminus: null,
    residues: ['Aib', 'His', 'D-2Nal', 'D-Phe', 'Lys'],
    cTerminus: 'NH2',
    bridges: [],
  },
  sermorelin: {
    nTerminus: 'H',
    residues: [
      'Tyr',
      'Ala',
      'Asp',
      'Ala',
      'Ile',
      'Phe',
      'Thr',
      'Asn',
      'Ser',
      'Tyr',
      'Arg',
      'Lys',
      'Val',
      'Leu',
      'Gly',
      'Gln',
      'Leu',
      'Ser',
      'Ala',
      'Arg',
      'Lys',
      'Leu',
      'Leu',
      'Gln',
      'Asp',
      'Ile',
      'Met',
      'Ser',
      'Arg',
    ],
    cTerminus: 'NH2',
    bridges: [],
  },
  'pt-141': {
    nTerminus: 'Ac',
    residues: ['Nle', 'Asp', 'His', 'D-Phe', 'Arg', 'Trp', 'Lys'],
    cTerminus: 'OH',
    bridges: [{ kind: 'lactam', from: 2, to: 7 }],
  },
  'aod-9604': {
    nTerminus: 'H',
    residues: [
      'Tyr',
      'Leu',
      'Arg',
      'Ile',
      'Val',
      'Gln',
      'Cys',
      'Arg',
      'Ser',
      'Val',
      'Glu',
      'Gly',
      'Ser',
      'Cys',
      'Gly',
      'Phe',
    ],
    cTerminus: 'OH',
    bridges: [{ kind: 'disulfide', from: 7, to: 14 }],
  },
}

/**
 * The drawn structure of one of the spec's products, or undefined: a product the console added
 * (or renamed) has its sequence as text only, since a structure is read from the identity
 * reference by hand (docs/reference/peptide-identity.md), not from a typed sequence.
 */
export function findSequenceStructure(id: string): SequenceStructure | undefined {
  return SEQUENCE_STRUCTURES[id]
}

/** The sequence structure of one of the spec's products (each has one). */
export function sequenceStructure(id: string): SequenceStructure {
  const structure = SEQUENCE_STRUCTURES[id]
  if (!structure) throw new Error(`No sequence structure for ${id}`)
  return structure
}

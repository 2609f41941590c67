import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_ROUTES, PRODUCT_IDS } from '../../../config/routes.js'
import { CATEGORIES } from '@/data/categories'
import { PURITY_CLAIM } from '@/data/policy'
import { formatPrice } from '@/lib/money'
import { PRODUCT_IMAGE_WIDTHS } from '@/lib/product-image'
import { SPEC_PRODUCTS as PRODUCTS } from '@/data/spec-catalogue'
import { certificatePath, getProduct, safetyDataSheetPath } from './products'
import { SEQUENCE_STRUCTURES, sequenceStructure } from './sequence-structures'

// Spec section 3 and docs/DECISIONS.md; CAS from docs/reference/peptide-identity.md.
const EXPECTED = [
  ['bpc-157', 'BPC-157', '$89.99', 'Reference Material', '5mg', '137525-51-0'],
  ['tb-500', 'TB-500', '$94.99', 'Reference Material', '5mg', null],
  ['cjc-1295', 'CJC-1295', '$89.99', 'Academic Research Supply', '5mg', null],
  ['ipamorelin', 'Ipamorelin', '$84.99', 'Academic Research Supply', '5mg', '170851-70-4'],
  ['sermorelin', 'Sermorelin', '$79.99', 'Academic Research Supply', '5mg', '86168-78-7'],
  ['pt-141', 'PT-141', '$99.99', 'Laboratory Reagent', '10mg', '189691-06-3'],
  ['aod-9604', 'AOD-9604', '$89.99', 'Laboratory Reagent', '5mg', '221231-10-3'],
] as const

describe('products', () => {
  it('holds the seven products in order', () => {
    expect(PRODUCTS.map((p) => p.id)).toEqual(EXPECTED.map(([id]) => id))
  })

  it.each(EXPECTED)(
    '%s: name, price, category, size and CAS',
    (id, name, price, category, size, cas) => {
      const product = getProduct(id)
      expect(product?.name).toBe(name)
      expect(formatPrice(product!.priceCents)).toBe(price)
      expect(product?.category).toBe(category)
      expect(product?.details.size).toBe(size)
      expect(product?.details.cas).toBe(cas)
    },
  )

  it('gives every product the purity claim, the -20°C storage note and its own COA and image', () => {
    for (const product of PRODUCTS) {
      expect(product.purity).toBe(PURITY_CLAIM)
      expect(product.details.storage).toMatch(/-20°C/)
      expect(product.details.coaLink).toContain(product.id)
      expect(product.image).toMatch(new RegExp(`^/images/products/${product.id}\\.`))
    }
  })

  it('puts every product in a known category', () => {
    const names = CATEGORIES.map((c) => c.name)
    expect(names).toEqual(['Reference Material', 'Academic Research Supply', 'Laboratory Reagent'])
    for (const product of PRODUCTS) expect(names).toContain(product.category)
  })

  it('has the special destinations of spec section 3 on BPC-157 and PT-141 only', () => {
    const ids = (id: string) => getProduct(id)?.shippingDestinations?.map((d) => d.id)
    expect(ids('bpc-157')).toEqual([101, 102, 103])
    expect(ids('pt-141')).toEqual([110])
    const others = PRODUCTS.filter((p) => !['bpc-157', 'pt-141'].includes(p.id))
    for (const product of others) expect(product.shippingDestinations).toBeUndefined()
  })

  it('makes no human-use, dosage or therapeutic claim in any description', () => {
    for (const product of PRODUCTS) {
      expect(product.description).not.toMatch(
        /\b(dose|dosage|inject|patients?|treat(s|ment)?|cure|human use)\b/i,
      )
    }
  })

  it('matches the product ids the server and sitemap use', () => {
    expect(PRODUCT_IDS).toEqual(PRODUCTS.map((p) => p.id))
  })

  it('gives each product the documents pages the server and sitemap prerender', () => {
    for (const { id } of PRODUCTS) {
      expect(APP_ROUTES).toContain(certificatePath(id))
      expect(APP_ROUTES).toContain(safetyDataSheetPath(id))
    }
  })

  it('returns undefined for an unknown id', () => {
    expect(getProduct('no-such-product')).toBeUndefined()
  })
})

const publicDir = path.resolve(__dirname, '../../../public')

describe('the committed product images, and the sheet each build writes', () => {
  it.each(PRODUCTS.map((p) => [p.id, p] as const))('%s has every file, each small', (id, p) => {
    const files = [
      p.image,
      ...PRODUCT_IMAGE_WIDTHS.flatMap((w) => [
        `/images/products/${id}-${w}.avif`,
        `/images/products/${id}-${w}.webp`,
      ]),
    ]
    for (const file of files) {
      const full = path.join(publicDir, file)
      expect(existsSync(full), file).toBe(true)
      expect(statSync(full).size, file).toBeLessThan(15_000)
    }
    // scripts/make-spec-sheets.js writes /coa/{id}.html into each build (its own test).
    expect(p.details.coaLink).toBe(`/coa/${id}.html`)
  })
})

// The figure's data (`details.structure`) says what the identity text says, and nothing more.
const ONE_LETTER: Record<string, string> = {
  A: 'Ala',
  R: 'Arg',
  N: 'Asn',
  D: 'Asp',
  C: 'Cys',
  Q: 'Gln',
  E: 'Glu',
  G: 'Gly',
  H: 'His',
  I: 'Ile',
  L: 'Leu',
  K: 'Lys',
  M: 'Met',
  F: 'Phe',
  P: 'Pro',
  S: 'Ser',
  T: 'Thr',
  W: 'Trp',
  Y: 'Tyr',
  V: 'Val',
}

/** The chain as the identity text writes it, one-letter runs spelt out, `cyclo[...]` opened. */
function chainOfText(sequence: string): string {
  const chain = (sequence.split(' (')[0] ?? '').replace('cyclo[', '').replace(']', '')
  return chain
    .split('-')
    .flatMap((part) =>
      /^[A-Z]{4,}$/.test(part) ? [...part].map((letter) => ONE_LETTER[letter]) : [part],
    )
    .join('-')
}

describe('each product’s sequence structure', () => {
  it('exists for every product, and for no other', () => {
    expect(Object.keys(SEQUENCE_STRUCTURES)).toEqual(PRODUCTS.map((p) => p.id))
  })

  it.each(PRODUCTS.map((p) => [p.id, p] as const))('%s agrees with its sequence text', (_, p) => {
    const { sequence } = p.details
    const structure = sequenceStructure(p.id)
    const drawn = [structure.nTerminus, ...structure.residues, structure.cTerminus]
      .filter(Boolean)
      .join('-')
    expect(drawn).toBe(chainOfText(sequence))
    for (const { kind, from, to } of structure.bridges) {
      const [a, b] = [structure.residues[from - 1], structure.residues[to - 1]]
      if (kind === 'disulfide') {
        expect([a, b]).toEqual(['Cys', 'Cys'])
        expect(sequence).toContain(`disulfide Cys${from}-Cys${to}`)
      } else {
        expect(sequence).toContain(`lactam bridge ${a}-${b}`)
        // The ring the text writes as cyclo[...] runs from one bridged residue to the other.
        const ring = /cyclo\[([^\]]+)\]/.exec(sequence)?.[1] ?? ''
        const ringResidues = ring.replace(/\bD-/g, 'D~').split('-')
        expect(ringResidues.length).toBe(to - from + 1)
      }
    }
    // A bridge the text names is in the data.
    if (/disulfide|lactam/.test(sequence)) expect(structure.bridges.length).toBeGreaterThan(0)
  })
})

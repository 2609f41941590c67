// @vitest-environment node
// The sequence figure draws what a product's structure data states: its residues in order, its
// termini, D-amino acids and the bridges between side chains, and nothing the data leaves out.
import { describe, expect, it } from 'vitest'
import type { Product, SequenceStructure } from '@/data/types'
import { SPEC_PRODUCTS as PRODUCTS } from '@/data/spec-catalogue'
import { getProduct as find } from './products'
import { sequenceStructure } from './sequence-structures'
import { figureDescription, layout, sequenceFigureSvg } from '@/lib/sequence-figure.js'

/** The attributes of every element of this class in the figure, in document order. */
function elements(svg: string, className: string): Record<string, string>[] {
  return [...svg.matchAll(new RegExp(`<g class="${className}"([^>]*)>`, 'g'))].map(([, attrs]) =>
    Object.fromEntries(
      [...(attrs ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v]),
    ),
  )
}

/** A made-up product, to show the figure follows whatever the data says. */
const TEST_PEPTIDE = { name: 'Test peptide', details: { sequence: 'as data' } }
const made = (structure: SequenceStructure) => sequenceFigureSvg(TEST_PEPTIDE, structure)

/** A product of the catalogue, which has it. */
const getProduct = (id: string) => find(id) as Product
/** The figure of a catalogue product, as the build draws it. */
const svgOf = (id: string) => sequenceFigureSvg(getProduct(id), sequenceStructure(id))

describe('the sequence figure', () => {
  it('draws every residue in chain order, with its number', () => {
    for (const product of PRODUCTS) {
      const svg = sequenceFigureSvg(product, sequenceStructure(product.id))
      const residues = elements(svg, 'residue')
      expect(residues.map((r) => r['data-code'])).toEqual(sequenceStructure(product.id).residues)
      expect(residues.map((r) => Number(r['data-number']))).toEqual(residues.map((_, i) => i + 1))
    }
  })

  it('draws AOD-9604’s disulfide bridge between Cys7 and Cys14', () => {
    const svg = svgOf('aod-9604')
    expect(elements(svg, 'bridge')).toEqual([
      { 'data-kind': 'disulfide', 'data-from': '7', 'data-to': '14' },
    ])
    expect(svg).toContain('S\u2013S: disulfide bridge, Cys7\u2013Cys14')
  })

  it('draws PT-141’s lactam bridge from Asp2 to Lys7, its acetyl N-terminus and acid C-terminus', () => {
    const svg = svgOf('pt-141')
    expect(
      elements(svg, 'bridge').map((b) => [b['data-kind'], b['data-from'], b['data-to']]),
    ).toEqual([['lactam', '2', '7']])
    expect(elements(svg, 'terminus').map((t) => [t['data-terminus'], t['data-kind']])).toEqual([
      ['N', 'Ac'],
      ['C', 'OH'],
    ])
    expect(svg).toContain('Ac: N-terminal acetyl')
    expect(elements(svg, 'residue').find((r) => r['data-code'] === 'D-Phe')?.['data-form']).toBe(
      'D',
    )
  })

  it('marks D-amino acids and a C-terminal amide where the data has them', () => {
    const svg = svgOf('cjc-1295')
    const dForms = elements(svg, 'residue').filter((r) => r['data-form'] === 'D')
    expect(dForms.map((r) => [r['data-number'], r['data-code']])).toEqual([['2', 'D-Ala']])
    expect(elements(svg, 'terminus').map((t) => t['data-kind'])).toEqual(['H', 'NH2'])
    expect(svg).toContain('NH\u2082: C-terminal amide')
    expect(svg).toContain('Shaded: D-amino acid')
  })

  it('draws no bridge, terminus or D-form the data does not state', () => {
    const bpc = svgOf('bpc-157')
    expect(elements(bpc, 'bridge')).toEqual([])
    expect(bpc).not.toContain('Shaded: D-amino acid')
    // Ipamorelin's identity text writes no N-terminal group: none is drawn.
    const ipamorelin = svgOf('ipamorelin')
    expect(elements(ipamorelin, 'terminus').map((t) => t['data-terminus'])).toEqual(['C'])
    expect(ipamorelin).not.toContain('N-terminal')
  })

  it('follows the data: a bridge and termini added to it are drawn, between the right boxes', () => {
    const structure: SequenceStructure = {
      nTerminus: 'Ac',
      residues: ['Cys', 'Ala', 'Cys', 'Gly'],
      cTerminus: 'NH2',
      bridges: [{ kind: 'disulfide', from: 1, to: 3 }],
    }
    const svg = made(structure)
    const [bridge] = elements(svg, 'bridge')
    expect(bridge).toMatchObject({ 'data-kind': 'disulfide', 'data-from': '1', 'data-to': '3' })
    // The bracket starts over box 1's centre and ends over box 3's.
    const { boxes } = layout(structure)
    const d = /<g class="bridge"[^>]*><path d="([^"]+)"/.exec(svg)?.[1] ?? ''
    const xs = [...d.matchAll(/[MH](\d+(?:\.\d+)?)/g)].map(([, x]) => Number(x))
    expect(xs).toEqual([boxes[0].x + 32, boxes[2].x + 32])
    expect(elements(svg, 'terminus').map((t) => t['data-kind'])).toEqual(['Ac', 'NH2'])
    expect(made({ ...structure, bridges: [] })).not.toContain('class="bridge"')
  })

  it('a bridge across two rows runs from one bridged box to the other', () => {
    const { boxes } = layout(sequenceStructure('aod-9604'))
    const svg = svgOf('aod-9604')
    const d = /<g class="bridge"[^>]*><path d="([^"]+)"/.exec(svg)?.[1] ?? ''
    const [cys7, cys14] = [boxes[6], boxes[13]]
    expect(cys7.row).not.toBe(cys14.row)
    expect(d).toMatch(
      new RegExp(`^M${cys7.x + 32} ${cys7.y + 40} V\\d+ H${cys14.x + 32} V${cys14.y}$`),
    )
  })

  it('carries the sequence as text: its title and description, escaped', () => {
    const svg = svgOf('aod-9604')
    expect(svg).toContain('<title id="title">AOD-9604: sequence</title>')
    expect(figureDescription(getProduct('aod-9604'), sequenceStructure('aod-9604'))).toBe(
      'Sequence of AOD-9604: H-Tyr-Leu-Arg-Ile-Val-Gln-Cys-Arg-Ser-Val-Glu-Gly-Ser-Cys-Gly-Phe-OH (disulfide Cys7-Cys14). disulfide bridge between Cys7 and Cys14.',
    )
    const odd = made({ nTerminus: null, residues: ['<b>'], cTerminus: null, bridges: [] })
    expect(odd).not.toContain('<b>')
  })
})

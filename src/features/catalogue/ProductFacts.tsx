import type { ReactNode } from 'react'
import { MolecularFormula } from '@/components/ui/MolecularFormula'
import type { Product, ProductSize } from '@/data/types'

/**
 * The product's catalogue facts as a table (spec section 2; docs/DECISIONS.md, identity data),
 * its size the one chosen.
 */
export function ProductFacts({ product, size }: { product: Product; size: ProductSize }) {
  const { details } = product
  const rows: [string, ReactNode][] = [
    ['CAS number', details.cas ?? 'Not assigned'],
    ['Purity', product.purity],
    ['Size', size.label],
    ['Storage', details.storage],
    [
      'Sequence',
      <span className="font-mono text-sm [overflow-wrap:anywhere]">{details.sequence}</span>,
    ],
    ['Molecular formula', <MolecularFormula formula={details.molecularFormula} />],
    [
      'Molecular weight',
      <>
        <span className="tabular">{details.molecularWeight} g/mol</span>
        <span className="block text-sm text-slate-600">MW of the free peptide</span>
      </>,
    ],
  ]
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">Specifications of {product.name}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className="border-b border-slate-200 align-top">
            <th scope="row" className="w-2/5 py-2 pr-4 text-sm font-medium text-slate-600">
              {label}
            </th>
            <td className="py-2 text-slate-900">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

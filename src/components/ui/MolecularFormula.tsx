import { formulaParts } from '@/lib/molecular-formula'

/** A molecular formula with its counts as subscripts (C<sub>62</sub>H<sub>98</sub>…). */
export function MolecularFormula({ formula }: { formula: string }) {
  return (
    <span>
      {formulaParts(formula).map(({ symbol, count }, i) => (
        <span key={i}>
          {symbol}
          {count && <sub>{count}</sub>}
        </span>
      ))}
    </span>
  )
}

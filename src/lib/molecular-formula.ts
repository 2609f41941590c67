/** One element of a molecular formula and its count ("" for one atom). */
export interface FormulaPart {
  symbol: string
  count: string
}

/** Splits a Hill formula such as "C62H98N16O22" into elements and counts, for subscripts. */
export function formulaParts(formula: string): FormulaPart[] {
  return [...formula.matchAll(/([A-Z][a-z]?)(\d*)/g)].map(([, symbol = '', count = '']) => ({
    symbol,
    count,
  }))
}

// A product as the console's API answers it, for the console's tests: a plain reference peptide
// with the given id, name and sizes, and any other fields the test sets.
import type { ConsoleProduct } from './products'

export function consoleProduct(
  fields: Pick<ConsoleProduct, 'id' | 'name' | 'sizes'> & Partial<ConsoleProduct>,
): ConsoleProduct {
  return {
    version: 1,
    description: 'A peptide.',
    category: 'Reference Material',
    purity: '≥99%',
    lowStockThreshold: 5,
    backorders: false,
    backorderDays: 14,
    cas: null,
    sequence: 'Ac-LKKTETQ',
    molecularFormula: 'C38H68N10O14',
    molecularWeight: '889.0',
    alsoKnownAs: 'None',
    storage: 'Store at -20°C',
    destinations: [],
    onSale: true,
    image: '',
    picture: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  }
}

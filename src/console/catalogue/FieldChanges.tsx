import type { FieldChange } from './products'

/** The catalogue's field names as the editor labels them. */
const FIELD_LABELS: Record<string, string> = {
  id: 'Address',
  name: 'Name',
  description: 'Description',
  category: 'Category',
  purity: 'Purity',
  sizes: 'Sizes',
  lowStockThreshold: 'Low-stock threshold',
  backorders: 'Backorders',
  // A product's one price and size, as changes made before it had sizes name them.
  price: 'Price',
  size: 'Size',
  cas: 'CAS number',
  sequence: 'Sequence',
  molecularFormula: 'Molecular formula',
  molecularWeight: 'Molecular weight',
  alsoKnownAs: 'Other names',
  storage: 'Storage',
  destinations: 'Shipping destinations',
  onSale: 'Status',
  picture: 'Picture',
}

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field

/** Past this many characters a value is shortened, the whole of it one click away. */
const SHORT = 80

function shown(field: string, value: string | null): string {
  if (value === null) return 'none'
  if (value === '') return 'empty'
  if (field === 'price' && /^\d/.test(value)) return `$${value}`
  // A picture is named by its file's hash: its first digits tell two apart.
  if (field === 'picture') return `picture ${value.slice(0, 8)}`
  return value
}

const shorten = (text: string) =>
  text.length > SHORT || text.includes('\n')
    ? `${text.split('\n')[0]!.slice(0, SHORT).trimEnd()}…`
    : text

/**
 * Each field a change touched, "field: before → after"; a long text (a description, the
 * destinations) shortened, both values in full in a details element. Values are text, never HTML.
 */
export function FieldChanges({ changes }: { changes: FieldChange[] }) {
  return (
    <ul className="space-y-1 text-sm">
      {changes.map(({ field, before, after }) => {
        const was = shown(field, before)
        const is = shown(field, after)
        const long = shorten(was) !== was || shorten(is) !== is
        return (
          <li key={field} className="break-words">
            <span className="font-semibold">{fieldLabel(field)}</span>:{' '}
            {before !== null && (
              <>
                <span className="text-slate-700">{shorten(was)}</span>{' '}
                <span aria-hidden="true">→</span>
                <span className="sr-only"> changed to</span>{' '}
              </>
            )}
            <span>{shorten(is)}</span>
            {long && (
              <details className="mt-1">
                <summary className="cursor-pointer text-blue-800 underline">
                  Full text<span className="sr-only"> of the {fieldLabel(field)} change</span>
                </summary>
                <dl className="mt-1 space-y-1 rounded-md bg-slate-50 p-2">
                  {before !== null && (
                    <>
                      <dt className="font-semibold">Before</dt>
                      <dd className="whitespace-pre-wrap">{was}</dd>
                    </>
                  )}
                  <dt className="font-semibold">After</dt>
                  <dd className="whitespace-pre-wrap">{is}</dd>
                </dl>
              </details>
            )}
          </li>
        )
      })}
    </ul>
  )
}

import type { ReactNode } from 'react'
import { MolecularFormula } from '@/components/ui/MolecularFormula'
import type { Product } from '@/data/types'
import { defaultSize, sizeOf } from '@/domain/catalogue/sizes'
import {
  formatPurity,
  formatTestDate,
  lotConclusion,
  SPECIFICATION,
  type LotCertificate,
} from '@/domain/fulfilment/lot-certificate'

/**
 * A value not known yet: quiet bars of about the value's size and lines, so little moves when
 * it comes.
 */
function Pending({ width = 'w-24', lines = 1 }: { width?: string; lines?: number }) {
  return (
    <span aria-hidden="true" className="flex flex-col gap-2 py-1">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={`block h-4 max-w-full ${width} rounded bg-slate-200`} />
      ))}
    </span>
  )
}

const ROW_LABEL = 'border-b border-slate-200 py-2 pr-4 text-sm leading-6 font-medium text-slate-600'
const CELL = 'py-2 pr-3 align-top text-slate-900 break-words'

interface CertificateDocumentProps {
  /** Unknown in the prerendered shell, which serves every product's certificates. */
  product?: Product | undefined
  /** The lot's results; unknown while they load. */
  lot?: LotCertificate | undefined
}

/**
 * One lot's certificate of analysis: who issued it, which product and lot, when it was tested
 * and by whom, and each test's method and specification against the lot's measured result.
 * Every value is React text; nothing the desk answers is read as markup.
 */
export function CertificateDocument({ product, lot }: CertificateDocumentProps) {
  const value = (known: ReactNode | undefined, width?: string, lines?: number) =>
    known === undefined ? <Pending width={width} lines={lines} /> : known
  const facts: [string, ReactNode][] = [
    // The catalogue has no catalogue numbers of its own: the product's name is not repeated as one.
    ['Product', value(product?.name)],
    ['CAS number', value(product && (product.details.cas ?? 'Not assigned'), 'w-28')],
    [
      'Molecular formula',
      value(product && <MolecularFormula formula={product.details.molecularFormula} />, 'w-32'),
    ],
    [
      'Molecular weight',
      value(product && `${product.details.molecularWeight} g/mol (free peptide)`, 'w-32'),
    ],
    // The lot's own size; the product's default until the lot is read.
    [
      'Size',
      value(product && (sizeOf(product, lot?.sizeKey) ?? defaultSize(product)).label, 'w-12'),
    ],
    ['Lot number', value(lot?.lotNumber, 'w-20')],
    [
      'Test date',
      value(lot && <time dateTime={lot.testDate}>{formatTestDate(lot.testDate)}</time>, 'w-32'),
    ],
    ['Analyst', value(lot?.analyst)],
  ]
  // Quality assurance's release of the lot, under the results it rests on.
  const release =
    lot &&
    (lot.releasedBy && lot.releaseDate
      ? `Released by quality assurance: ${lot.releasedBy}, ${formatTestDate(lot.releaseDate)}`
      : 'Release by quality assurance: not recorded for this lot.')
  // The conclusion: conformity stated only when the results and the release bear it out.
  const conclusion = lot && product && lotConclusion(lot, product.purity)
  // Each test's method sits under its name, so three columns fit a phone without broken words.
  const tests: [string, ReactNode, ReactNode, ReactNode][] = [
    [
      'Purity',
      value(lot?.purityMethod, 'w-20'),
      value(product?.purity, 'w-12'),
      value(
        lot && (
          <>
            <strong className="tabular font-semibold">{formatPurity(lot.measuredPurity)}</strong>
            <span className="block text-sm text-slate-600">{lot.purityResult}</span>
          </>
        ),
        'w-16',
        2,
      ),
    ],
    [
      'Identity',
      value(lot?.identityMethod, 'w-20'),
      value(product && SPECIFICATION.identity),
      value(lot?.identityResult, 'w-28', 2),
    ],
    [
      'Appearance',
      value(product && SPECIFICATION.appearanceMethod, 'w-12'),
      value(product && SPECIFICATION.appearance),
      value(lot && (lot.appearanceResult ?? 'Not recorded for this lot'), 'w-28'),
    ],
  ]

  return (
    <div className="flex flex-col gap-8">
      <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] border-t border-slate-200 sm:grid-cols-[12rem_minmax(0,1fr)]">
        {facts.map(([label, known]) => (
          <div key={label} className="contents">
            <dt className={ROW_LABEL}>{label}</dt>
            <dd className={`border-b border-slate-200 ${CELL}`}>{known}</dd>
          </div>
        ))}
      </dl>
      <table className="tabular w-full table-fixed border-collapse text-left">
        <caption className="pb-2 text-left text-lg font-semibold text-slate-900">
          Test results
        </caption>
        <thead>
          <tr className="border-b border-slate-400 text-sm text-slate-600">
            <th scope="col" className="w-1/3 py-2 pr-3 font-medium">
              Test and method
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Specification
            </th>
            <th scope="col" className="py-2 font-medium">
              Result
            </th>
          </tr>
        </thead>
        <tbody>
          {tests.map(([test, method, specification, result]) => (
            <tr key={test} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-3 align-top font-medium text-slate-900">
                {test}
                <span className="block text-sm font-normal break-words text-slate-600">
                  {method}
                </span>
              </th>
              <td className={CELL}>{specification}</td>
              <td className={CELL}>{result}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="-mt-4 border-b border-slate-400 pb-2">
        <p className="font-medium text-slate-900">{value(release, 'w-72')}</p>
        {conclusion ? (
          <p
            className={`mt-2 text-lg font-semibold ${conclusion.conforms ? 'text-emerald-800' : 'text-slate-900'}`}
          >
            {conclusion.text}
          </p>
        ) : (
          <Pending width="w-64" />
        )}
      </div>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Storage</h2>
        <p className="mt-1 text-slate-700">
          {product ? `${product.details.storage}. Ships lyophilised.` : <Pending width="w-64" />}
        </p>
      </div>
    </div>
  )
}

// A product's Safety Data Sheet in the 16 sections of the GHS format, built from the product's
// own data (identity, formula, storage) and the shop's identity. docs/DECISIONS.md ("Safety data
// sheets"): where a hazard is unknown the sheet says so and never invents a figure; research
// peptides are not fully tested, so they are handled as potentially hazardous. No dosage and no
// use in people or animals is described anywhere.
import type { ShopIdentity } from '@/data/shop'
import type { Product } from '@/data/types'
import { formulaParts } from '@/lib/molecular-formula'
import { listInWords } from '@/lib/words'
import { formatTestDate, SPECIFICATION } from '../fulfilment/lot-certificate'

/** The day this sheet's text was last revised (GHS section 16). */
export const SDS_REVISION_DATE = '2026-11-24'

export const NOT_FULLY_TESTED = 'Not fully tested; handle as potentially hazardous.'
const NOT_DETERMINED = 'Not determined'

/** One line of a section: a label and its text. */
export type SdsEntry = readonly [label: string, text: string]

export interface SdsSection {
  /** 1 to 16, in the GHS order. */
  number: number
  title: string
  entries: readonly SdsEntry[]
}

/**
 * The US national poison center line, given in section 1 until the shop sets its own 24-hour
 * emergency contract number (SHOP_EMERGENCY_PHONE).
 */
export const POISON_HELP_LINE = '1-800-222-1222'

interface SdsShop extends Pick<ShopIdentity, 'legalName' | 'email' | 'phone' | 'emergencyPhone'> {
  addressOneLine: string
  supportHours: string
}

/** The oxides a fire would give off, from the elements of the molecular formula. */
function combustionProducts(formula: string): string {
  const elements = new Set(formulaParts(formula).map((part) => part.symbol))
  const oxides = [
    ['C', 'carbon'],
    ['N', 'nitrogen'],
    ['S', 'sulfur'],
  ]
    .filter(([symbol]) => elements.has(symbol!))
    .map(([, name]) => name!)
  return `Burning may give off oxides of ${oxides.length > 0 ? listInWords(oxides) : 'its elements'}.`
}

/**
 * Section 1's emergency number: the shop's 24-hour contract line (CHEMTREC, Infotrac) when it
 * has one; otherwise the US Poison Help line, said plainly not to be such a contract line.
 */
export function emergencyTelephone(emergencyPhone: string): string {
  const contract = emergencyPhone.trim()
  if (contract) return `${contract} (24 hours, every day)`
  return `US Poison Help ${POISON_HELP_LINE} (poison centers, 24 hours). This is not a 24-hour emergency response contract line: the supplier has none. In a fire, spill or exposure call 911.`
}

/** The 16 sections of the product's Safety Data Sheet. */
export function safetyDataSheet(product: Product, shop: SdsShop): SdsSection[] {
  const { details } = product
  const section = (number: number, title: string, entries: SdsEntry[]): SdsSection => ({
    number,
    title,
    entries,
  })
  return [
    section(1, 'Identification', [
      ['Product identifier', product.name],
      ['Other names', details.alsoKnownAs],
      ['Recommended use', 'Laboratory research use only (in vitro).'],
      [
        'Restrictions on use',
        'Not for human or veterinary use, and not for diagnostic or therapeutic use.',
      ],
      ['Supplier', `${shop.legalName}, ${shop.addressOneLine}`],
      ['Telephone and email', `${shop.phone} (${shop.supportHours}), ${shop.email}`],
      ['Emergency telephone', emergencyTelephone(shop.emergencyPhone)],
    ]),
    section(2, 'Hazard identification', [
      ['GHS classification', `Not classified. ${NOT_FULLY_TESTED}`],
      ['Label elements', 'No pictogram, signal word or hazard statement has been assigned.'],
      [
        'Precautions',
        'Avoid breathing dust. Avoid contact with eyes, skin and clothing. Wear protective gloves, eye protection and a laboratory coat.',
      ],
      ['Other hazards', 'A fine powder: avoid making dust.'],
    ]),
    section(3, 'Composition and information on ingredients', [
      ['Substance', `${product.name}, a synthetic peptide`],
      ['Sequence', details.sequence],
      ['CAS number', details.cas ?? 'Not assigned'],
      ['Molecular formula', details.molecularFormula],
      ['Molecular weight', `${details.molecularWeight} g/mol (free peptide)`],
      ['Purity', `${product.purity} (${SPECIFICATION.purityMethod})`],
    ]),
    section(4, 'First-aid measures', [
      ['Inhalation', 'Move to fresh air. Get medical advice if you feel unwell.'],
      [
        'Skin contact',
        'Take off contaminated clothing. Wash the skin with soap and plenty of water.',
      ],
      [
        'Eye contact',
        'Rinse cautiously with water for several minutes, removing contact lenses if easy to do. Get medical advice if irritation persists.',
      ],
      ['Ingestion', 'Rinse the mouth with water. Get medical advice.'],
      ['Symptoms and effects', 'Not known: the substance has not been fully tested.'],
      ['Note to physician', 'Treat symptomatically. Show this sheet.'],
    ]),
    section(5, 'Fire-fighting measures', [
      [
        'Extinguishing media',
        'Water spray, carbon dioxide, dry chemical or foam, as suits the surrounding fire.',
      ],
      ['Specific hazards', combustionProducts(details.molecularFormula)],
      ['Protective equipment', 'Self-contained breathing apparatus and protective clothing.'],
    ]),
    section(6, 'Accidental release measures', [
      [
        'Personal precautions',
        'Wear gloves, eye protection and a laboratory coat. Avoid making or breathing dust.',
      ],
      ['Environmental precautions', 'Keep out of drains and water courses.'],
      [
        'Cleaning up',
        'Sweep or wipe up without raising dust, place in a closed container for disposal and clean the area with water.',
      ],
    ]),
    section(7, 'Handling and storage', [
      [
        'Handling',
        'In a laboratory, by trained staff, with good ventilation or in a fume hood. Avoid contact and dust. Wash hands after handling.',
      ],
      ['Storage', `${details.storage}. Keep the vial tightly closed and dry.`],
    ]),
    section(8, 'Exposure controls and personal protection', [
      ['Exposure limits', 'None established.'],
      ['Engineering controls', 'Good general ventilation; a fume hood when handling powder.'],
      [
        'Personal protection',
        'Safety glasses with side shields, chemical-resistant gloves (nitrile) and a laboratory coat; a particulate respirator if dust cannot be avoided.',
      ],
    ]),
    section(9, 'Physical and chemical properties', [
      ['Appearance', SPECIFICATION.appearance],
      ['Molecular formula', details.molecularFormula],
      ['Molecular weight', `${details.molecularWeight} g/mol (free peptide)`],
      ['Odor, pH, melting point, solubility, flash point, vapor pressure, density', NOT_DETERMINED],
    ]),
    section(10, 'Stability and reactivity', [
      ['Chemical stability', 'Stable when stored as recommended (section 7).'],
      ['Conditions to avoid', 'Moisture, heat and light.'],
      ['Incompatible materials', 'Strong oxidizing agents.'],
      ['Hazardous decomposition', combustionProducts(details.molecularFormula)],
    ]),
    section(11, 'Toxicological information', [
      [
        'Toxicity',
        `No data on acute toxicity, irritation, sensitization, mutagenicity, carcinogenicity or reproductive toxicity. ${NOT_FULLY_TESTED}`,
      ],
    ]),
    section(12, 'Ecological information', [
      ['Ecotoxicity', 'No data available.'],
      ['Persistence and degradability', 'No data available.'],
    ]),
    section(13, 'Disposal considerations', [
      [
        'Disposal',
        'As chemical waste, through a licensed waste contractor and as local, state and federal rules require. Do not pour down the drain.',
      ],
    ]),
    section(14, 'Transport information', [
      [
        'Dangerous goods',
        'Not classified as dangerous goods for transport on the information available; no UN number assigned.',
      ],
    ]),
    section(15, 'Regulatory information', [
      [
        'Use',
        'Supplied for laboratory research and development only, to be handled by or under the supervision of a technically qualified person.',
      ],
    ]),
    section(16, 'Other information', [
      ['Prepared by', shop.legalName],
      ['Revision date', formatTestDate(SDS_REVISION_DATE)],
      [
        'Notice',
        'The information above is believed to be correct but is not complete, and is a guide only. The substance has not been fully tested; the user decides whether it suits their work and handles it accordingly.',
      ],
    ]),
  ]
}

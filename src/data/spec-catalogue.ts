// The spec's catalogue, as data.
import { PURITY_CLAIM } from '@/data/policy'
import type { Product } from '@/data/types'

const STORAGE = 'Store at -20°C, away from light'

function coa(id: string): string {
  return `/coa/${id}.html`
}

/**
 * The spec's seven products as the spec gives them (server/db/migrations/0008_catalogue_seed.sql
 * is made from this file by scripts/make-catalogue-seed.js). Identity data (CAS, sequence, formula, weight) comes from
 * docs/reference/peptide-identity.md and nowhere else.
 */
const SPEC: readonly Omit<Product, 'sizes'>[] = [
  {
    id: 'bpc-157',
    name: 'BPC-157',
    description:
      'Synthetic pentadecapeptide (GEPPPGKPADDAGLV) derived from a sequence of a gastric protein, supplied as a lyophilised powder for in vitro research. Used as a reference compound in peptide stability, chromatography and cell-culture studies. Each lot is verified by HPLC and mass spectrometry.',
    category: 'Reference Material',
    purity: PURITY_CLAIM,
    onSale: true,
    priceCents: 8999,
    image: '/images/products/bpc-157.webp',
    details: {
      cas: '137525-51-0',
      size: '5mg',
      storage: STORAGE,
      coaLink: coa('bpc-157'),
      alsoKnownAs: 'Body Protection Compound-157; PL 14736',
      sequence:
        'H-Gly-Glu-Pro-Pro-Pro-Gly-Lys-Pro-Ala-Asp-Asp-Ala-Gly-Leu-Val-OH (GEPPPGKPADDAGLV)',
      molecularFormula: 'C62H98N16O22',
      molecularWeight: '1419.5',
    },
    shippingDestinations: [
      {
        id: 101,
        name: 'California',
        description: 'Research use only; institutional documentation may be requested.',
        productSpecific: true,
      },
      {
        id: 102,
        name: 'New York',
        description: 'Research use only; verification of the receiving laboratory required.',
        productSpecific: true,
      },
      {
        id: 103,
        name: 'Florida',
        description: 'Research use only; documentation or verification needed before dispatch.',
        productSpecific: true,
      },
    ],
  },
  {
    id: 'tb-500',
    name: 'TB-500',
    description:
      'N-acetylated heptapeptide corresponding to residues 17-23 of thymosin beta-4 (Ac-LKKTETQ), supplied as a lyophilised powder. Suited to actin-binding and cell-migration assays in vitro and as an analytical reference standard.',
    category: 'Reference Material',
    purity: PURITY_CLAIM,
    onSale: true,
    priceCents: 9499,
    image: '/images/products/tb-500.webp',
    details: {
      cas: null,
      size: '5mg',
      storage: STORAGE,
      coaLink: coa('tb-500'),
      alsoKnownAs: 'N-acetyl thymosin beta-4 (17-23)',
      sequence:
        'Ac-Leu-Lys-Lys-Thr-Glu-Thr-Gln-OH (Ac-LKKTETQ, thymosin beta-4 residues 17-23, N-acetylated)',
      molecularFormula: 'C38H68N10O14',
      molecularWeight: '889.0',
    },
  },
  {
    id: 'cjc-1295',
    name: 'CJC-1295',
    description:
      'Modified GRF (1-29) analogue without DAC, a 29-residue peptide amide with four substitutions that improve stability in solution. Supplied lyophilised for receptor-binding and stability studies in vitro.',
    category: 'Academic Research Supply',
    purity: PURITY_CLAIM,
    onSale: true,
    priceCents: 8999,
    image: '/images/products/cjc-1295.webp',
    details: {
      cas: null,
      size: '5mg',
      storage: STORAGE,
      coaLink: coa('cjc-1295'),
      alsoKnownAs: 'Modified GRF (1-29); CJC-1295 without DAC',
      sequence:
        'H-Tyr-D-Ala-Asp-Ala-Ile-Phe-Thr-Gln-Ser-Tyr-Arg-Lys-Val-Leu-Ala-Gln-Leu-Ser-Ala-Arg-Lys-Leu-Leu-Gln-Asp-Ile-Leu-Ser-Arg-NH2',
      molecularFormula: 'C152H252N44O42',
      molecularWeight: '3367.9',
    },
  },
  {
    id: 'ipamorelin',
    name: 'Ipamorelin',
    description:
      'Synthetic pentapeptide amide (Aib-His-D-2Nal-D-Phe-Lys-NH2) studied as a selective ligand of the ghrelin receptor. Supplied lyophilised for receptor-binding and signalling assays in cell lines.',
    category: 'Academic Research Supply',
    purity: PURITY_CLAIM,
    onSale: true,
    priceCents: 8499,
    image: '/images/products/ipamorelin.webp',
    details: {
      cas: '170851-70-4',
      size: '5mg',
      storage: STORAGE,
      coaLink: coa('ipamorelin'),
      alsoKnownAs: 'NNC 26-0161',
      sequence: 'Aib-His-D-2Nal-D-Phe-Lys-NH2',
      molecularFormula: 'C38H49N9O5',
      molecularWeight: '711.9',
    },
  },
  {
    id: 'sermorelin',
    name: 'Sermorelin',
    description:
      'GRF (1-29) amide, the 29-residue N-terminal fragment of growth hormone-releasing factor. Supplied lyophilised as a reference peptide for receptor pharmacology and analytical method development.',
    category: 'Academic Research Supply',
    purity: PURITY_CLAIM,
    onSale: true,
    priceCents: 7999,
    image: '/images/products/sermorelin.webp',
    details: {
      cas: '86168-78-7',
      size: '5mg',
      storage: STORAGE,
      coaLink: coa('sermorelin'),
      alsoKnownAs: 'GRF(1-29)-NH2',
      sequence: 'H-YADAIFTNSYRKVLGQLSARKLLQDIMSR-NH2 (GRF 1-29 amide)',
      molecularFormula: 'C149H246N44O42S',
      molecularWeight: '3357.9',
    },
  },
  {
    id: 'pt-141',
    name: 'PT-141',
    description:
      'Cyclic heptapeptide melanocortin receptor ligand with a lactam bridge between Asp and Lys side chains. Supplied lyophilised for melanocortin receptor binding and signalling studies in vitro.',
    category: 'Laboratory Reagent',
    purity: PURITY_CLAIM,
    onSale: true,
    priceCents: 9999,
    image: '/images/products/pt-141.webp',
    details: {
      cas: '189691-06-3',
      size: '10mg',
      storage: STORAGE,
      coaLink: coa('pt-141'),
      alsoKnownAs: 'Bremelanotide',
      sequence: 'Ac-Nle-cyclo[Asp-His-D-Phe-Arg-Trp-Lys]-OH (lactam bridge Asp-Lys side chains)',
      molecularFormula: 'C50H68N14O10',
      molecularWeight: '1025.2',
    },
    shippingDestinations: [
      {
        id: 110,
        name: 'Australia',
        description: 'Research facilities only, with import documentation.',
        productSpecific: true,
      },
    ],
  },
  {
    id: 'aod-9604',
    name: 'AOD-9604',
    description:
      'Synthetic 16-residue fragment of the C-terminal region of human growth hormone (Tyr-hGH 177-191) with a disulfide bridge between Cys7 and Cys14. Supplied lyophilised for lipid-metabolism assays in cell culture and as an analytical reference.',
    category: 'Laboratory Reagent',
    purity: PURITY_CLAIM,
    onSale: true,
    priceCents: 8999,
    image: '/images/products/aod-9604.webp',
    details: {
      cas: '221231-10-3',
      size: '5mg',
      storage: STORAGE,
      coaLink: coa('aod-9604'),
      alsoKnownAs: 'Tyr-hGH(177-191)',
      sequence:
        'H-Tyr-Leu-Arg-Ile-Val-Gln-Cys-Arg-Ser-Val-Glu-Gly-Ser-Cys-Gly-Phe-OH (disulfide Cys7-Cys14)',
      molecularFormula: 'C78H123N23O23S2',
      molecularWeight: '1815.1',
    },
  },
]

/**
 * The spec's seven products: the static build's catalogue, and the order desk's first content
 * (server/db/migrations/0008_catalogue_seed.sql is made from this file by
 * scripts/make-catalogue-seed.js; 0009 gives each its one size). Each has the one size the spec
 * gives it, always in stock.
 */
// Pure: a build with the order desk reads the catalogue from its pages and leaves this out.
export const SPEC_PRODUCTS: readonly Product[] = /* @__PURE__ */ SPEC.map((p) => ({
  ...p,
  sizes: [
    {
      // The spec's sizes (`5mg`, `10mg`) are their own keys (src/domain/catalogue/product-schema.ts, sizeKeyFrom).
      key: p.details.size,
      label: p.details.size,
      priceCents: p.priceCents,
      sku: `${p.id}-${p.details.size}`.toUpperCase(),
      onSale: true,
      availability: { state: 'in-stock' },
    },
  ],
}))

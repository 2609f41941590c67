// Writes each product's specification sheet, linked beside the product page's buy box, as a
// small static page under the build's /coa/ (one stylesheet, and one small script for Print).
//
//   node scripts/make-spec-sheets.js [outDir]      (default: $OUT_DIR/coa, or dist/coa)
//
// scripts/build.js runs it for every build, so each sheet carries that build's identity (the
// SHOP_* settings, config/shop-identity.js) and the build's placeholder warning covers it like
// every other page; the sheets are not committed.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { shopIdentity } from '../config/shop-identity.js'
import { SHEET_CSS, SHEET_JS, appStylesheet, specSheetHtml } from './spec-sheet.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function main() {
  const outDir = path.resolve(
    process.argv[2] ?? path.join(path.resolve(root, process.env.OUT_DIR || 'dist'), 'coa'),
  )
  // The app's `@/` imports resolve as in vite.config.ts.
  const config = {
    configFile: false,
    resolve: { alias: { '@': path.join(root, 'src') } },
    // The shop's identity, as vite.config.ts writes it into the app.
    define: {
      'import.meta.env.VITE_SHOP_IDENTITY': JSON.stringify(JSON.stringify(shopIdentity())),
    },
  }
  // Vite only here: the order desk's server imports specSheetHtml to make the sheets itself.
  const { runnerImport } = await import('vite')
  const load = async (file) => (await runnerImport(path.join(root, file), config)).module
  const [
    { SPEC_PRODUCTS },
    { SHOP },
    { formulaParts },
    { SPECIFICATION, SPECIFICATION_REVISION_DATE },
    { specSheetChrome },
  ] = await Promise.all([
    load('src/data/spec-catalogue.ts'),
    load('src/data/shop.ts'),
    load('src/lib/molecular-formula.ts'),
    load('src/domain/fulfilment/lot-certificate.ts'),
    load('src/features/documents/spec-sheet-chrome.tsx'),
  ])
  const stylesheet = await appStylesheet(path.dirname(outDir))
  await mkdir(outDir, { recursive: true })
  await writeFile(path.join(outDir, 'coa.css'), SHEET_CSS)
  await writeFile(path.join(outDir, 'print.js'), SHEET_JS)
  for (const product of SPEC_PRODUCTS) {
    await writeFile(
      path.join(outDir, `${product.id}.html`),
      specSheetHtml(product, {
        shop: SHOP,
        formulaParts,
        specification: SPECIFICATION,
        revisionDate: SPECIFICATION_REVISION_DATE,
        chrome: specSheetChrome(`/products/${encodeURIComponent(product.id)}`, product.name),
        stylesheet,
      }),
    )
  }
  console.log(
    `${SPEC_PRODUCTS.length} specification sheets (${SHOP.legalName}) in ${path.relative(root, outDir)}`,
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main()
}

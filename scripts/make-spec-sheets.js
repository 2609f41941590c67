// Writes each product's specification sheet, linked beside the product page's buy box, as a
// small static page under the build's /coa/ (no scripts, one stylesheet).
//
//   node scripts/make-spec-sheets.js [outDir]      (default: $OUT_DIR/coa, or dist/coa)
//
// scripts/build.js runs it for every build, so each sheet carries that build's identity (the
// SHOP_* settings, config/shop-identity.js) and the build's placeholder warning covers it like
// every other page; the sheets are not committed.
// A certificate of analysis reports the measured results of one lot (its number, test date,
// measured purity, methods and analyst); the shop shows each registered lot's certificate on a
// page of its own (/products/{id}/lots/{lotNumber}), read from the order desk. What a static
// sheet can state truthfully for a product is its specification: what every lot must meet. The
// sheet says so, and its "Lot certificates" section says where the lots' certificates are. The
// catalogue, the tests' specification and the shop's identity are read from src/ through Vite,
// so the sheets always match the data and the certificates.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'
import { shopIdentity } from '../config/shop-identity.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function escapeHtml(text) {
  return String(text).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The sheets' one stylesheet (a file: the CSP allows no inline styles we control). */
export const SHEET_CSS = `body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1e293b; background: #fff; }
.brand { border-bottom: 1px solid #e2e8f0; }
.brand a { display: block; max-width: 46rem; margin: 0 auto; padding: 0.75rem 1rem; font-weight: 600; color: #0f172a; text-decoration: none; }
main { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
.kicker { margin: 0; font-size: 0.875rem; color: #475569; }
h1 { margin: 0.25rem 0 0.75rem; font-size: 1.75rem; line-height: 1.25; color: #0f172a; }
h2 { margin: 2rem 0 0.5rem; font-size: 1.25rem; color: #0f172a; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 600; font-size: 1.125rem; color: #0f172a; padding-bottom: 0.25rem; }
th, td { text-align: left; vertical-align: top; padding: 0.5rem 0.75rem 0.5rem 0; border-bottom: 1px solid #e2e8f0; }
tbody th { width: 38%; font-weight: 500; color: #475569; }
thead th { font-size: 0.875rem; color: #475569; border-bottom-color: #94a3b8; }
.mono { font-family: ui-monospace, 'DejaVu Sans Mono', monospace; font-size: 0.9375rem; overflow-wrap: anywhere; }
.note { border: 1px solid #cbd5e1; border-radius: 0.5rem; background: #f8fafc; padding: 0.75rem 1rem; }
.issuer { margin-top: 2rem; font-size: 0.875rem; color: #334155; }
.issuer a[href^="tel:"] { white-space: nowrap; }
.notice { margin-top: 1rem; font-size: 0.875rem; color: #475569; }
a { color: #0f4c81; }
a:focus-visible { outline: 3px solid #0f4c81; outline-offset: 2px; }
@media print { .brand, .back { display: none; } main { padding: 0; } }
`

/** C62H98N16O22 as C<sub>62</sub>H<sub>98</sub>..., from the same parser the app uses. */
function formulaHtml(formula, formulaParts) {
  return formulaParts(formula)
    .map(({ symbol, count }) => escapeHtml(symbol) + (count ? `<sub>${count}</sub>` : ''))
    .join('')
}

const row = ([label, value]) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`

/** One product's specification sheet. */
export function specSheetHtml(product, { shop, formulaParts, specification }) {
  const name = escapeHtml(product.name)
  const catNo = escapeHtml(product.id.toUpperCase())
  const { details } = product
  const identity = [
    ['Product', name],
    ['Catalogue number', catNo],
    ['Also known as', escapeHtml(details.alsoKnownAs)],
    ['Size', escapeHtml(details.size)],
    ['CAS number', escapeHtml(details.cas ?? 'Not assigned')],
    ['Sequence', `<span class="mono">${escapeHtml(details.sequence)}</span>`],
    ['Molecular formula', formulaHtml(details.molecularFormula, formulaParts)],
    ['Molecular weight', `${escapeHtml(details.molecularWeight)} g/mol (free peptide)`],
  ]
  const tests = [
    ['Purity', escapeHtml(specification.purityMethod), escapeHtml(product.purity)],
    ['Identity', escapeHtml(specification.identityMethod), escapeHtml(specification.identity)],
    [
      'Appearance',
      escapeHtml(specification.appearanceMethod),
      escapeHtml(specification.appearance),
    ],
  ]
  const email = escapeHtml(shop.email)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${name} Specification Sheet | ${escapeHtml(shop.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/coa/coa.css">
</head>
<body>
<header class="brand"><a href="/">${escapeHtml(shop.name)}</a></header>
<main>
<p class="kicker">Cat. No. ${catNo} · ${escapeHtml(details.size)}</p>
<h1>${name} Specification Sheet</h1>
<p>The specification every lot of ${name} must meet before it is released. This sheet is not a certificate of analysis: a certificate reports the measured results of one lot, with its lot number, test date and analyst.</p>
<table>
<caption>Product</caption>
<tbody>
${identity.map(row).join('\n')}
</tbody>
</table>
<table>
<caption>Tests and acceptance criteria</caption>
<thead><tr><th scope="col">Test</th><th scope="col">Method</th><th scope="col">Specification</th></tr></thead>
<tbody>
${tests.map(([test, method, spec]) => `<tr><th scope="row">${test}</th><td>${method}</td><td>${spec}</td></tr>`).join('\n')}
</tbody>
</table>
<h2>Storage</h2>
<p>${escapeHtml(details.storage)}. Ships lyophilised.</p>
<h2 id="lot-certificates">Lot certificates</h2>
<p class="note">Each lot's certificate of analysis reports its measured results. Where a lot's certificate is published, View COA on the <a href="/products/${encodeURIComponent(product.id)}">${name} page</a> opens the newest and the page lists them all. For any other lot's certificate, write to <a href="mailto:${email}">${email}</a> with its lot number.</p>
<p class="issuer">Issued by ${escapeHtml(shop.legalName)}, ${escapeHtml(shop.addressOneLine)}${shop.taxId ? ` (tax id ${escapeHtml(shop.taxId)})` : ''}, <a href="mailto:${email}">${email}</a>, <a href="${escapeHtml(shop.phoneHref)}">${escapeHtml(shop.phone)}</a></p>
<p class="notice">For laboratory research use only. Not for human or veterinary use, and not for diagnostic or therapeutic use.</p>
<p class="back"><a href="/products/${encodeURIComponent(product.id)}">Back to ${name}</a></p>
</main>
</body>
</html>
`
}

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
  const load = async (file) => (await runnerImport(path.join(root, file), config)).module
  const [{ PRODUCTS }, { SHOP }, { formulaParts }, { SPECIFICATION }] = await Promise.all([
    load('src/domain/products.ts'),
    load('src/data/shop.ts'),
    load('src/lib/molecular-formula.ts'),
    load('src/domain/lot-certificate.ts'),
  ])
  await mkdir(outDir, { recursive: true })
  await writeFile(path.join(outDir, 'coa.css'), SHEET_CSS)
  for (const product of PRODUCTS) {
    await writeFile(
      path.join(outDir, `${product.id}.html`),
      specSheetHtml(product, { shop: SHOP, formulaParts, specification: SPECIFICATION }),
    )
  }
  console.log(
    `${PRODUCTS.length} specification sheets (${SHOP.legalName}) in ${path.relative(root, outDir)}`,
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main()
}

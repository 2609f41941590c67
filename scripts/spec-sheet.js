// A product's specification sheet as a page: its HTML, its one stylesheet and its small script
// for Print. scripts/make-spec-sheets.js writes the spec's products' sheets into each build; the
// order desk's page thread (server/serving/page-worker.js) makes each catalogue product's from
// the catalogue now. This module only exports: it runs nothing when imported, in a thread too.
// A certificate of analysis reports the measured results of one lot (its number, test date,
// measured purity, methods and analyst); the shop shows each registered lot's certificate on a
// page of its own (/products/{id}/lots/{lotNumber}), read from the order desk. What a static
// sheet can state truthfully for a product is its specification: what every lot must meet. The
// sheet says so, and its "Lot certificates" section says where the lots' certificates are. The
// catalogue, the tests' specification and the shop's identity are read from src/ through Vite,
import { readdir } from 'node:fs/promises'
import path from 'node:path'

function escapeHtml(text) {
  return String(text).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The sheets' one stylesheet (a file: the CSP allows no inline styles we control). */
export const SHEET_CSS = `body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1e293b; background: #fff; }
main { max-width: 48rem; margin: 0 auto; padding: 1rem 1rem 3rem; }
main p { margin: 1rem 0; }
main .back { margin: 0; }
.doc-header { margin-top: 0.5rem; border-bottom: 2px solid #1e293b; padding-bottom: 0.75rem; }
.doc-top { display: flex; min-height: 2.75rem; align-items: center; justify-content: space-between; gap: 1rem; }
main .doc-shop { margin: 0; font-size: 0.875rem; font-weight: 600; letter-spacing: 0.025em; text-transform: uppercase; color: #334155; }
main h1 { margin: 0.25rem 0 0; font-size: 1.875rem; line-height: 1.25; font-weight: 600; color: #0f172a; }
main h1 .subject { display: block; margin-top: 0.25rem; font-size: 1.25rem; font-weight: 400; color: #334155; }
main .dated { margin: 0.5rem 0 0; font-size: 0.875rem; color: #475569; }
main h2 { margin: 2rem 0 0.5rem; font-size: 1.125rem; line-height: 1.75rem; font-weight: 600; color: #0f172a; }
main table { width: 100%; border-collapse: collapse; margin: 0 0 1rem; font-variant-numeric: tabular-nums; }
main th, main td { text-align: left; vertical-align: top; padding: 0.5rem 0.75rem 0.5rem 0; border-bottom: 1px solid #e2e8f0; }
main tbody th { font-weight: 500; color: #475569; }
main thead th { font-size: 0.875rem; color: #475569; border-bottom-color: #94a3b8; }
/* The product's facts: the certificate's label column, two fifths on a phone, 12rem from 640 px,
   its labels at the certificate's and the SDS's 14 px. */
main .facts th { width: 40%; box-sizing: border-box; font-size: 0.875rem; line-height: 1.5rem; }
@media (min-width: 640px) { main .facts th { width: 12rem; } }
.mono { font-family: ui-monospace, 'DejaVu Sans Mono', monospace; font-size: 0.9375rem; overflow-wrap: anywhere; }
main .note { border: 1px solid #cbd5e1; border-radius: 0.5rem; background: #f8fafc; padding: 0.75rem 1rem; }
.doc-footer { margin-top: 2rem; border-top: 1px solid #cbd5e1; padding-top: 0.75rem; font-size: 0.875rem; color: #475569; }
main .doc-footer p { margin: 0 0 0.5rem; }
.doc-footer a[href^="tel:"] { white-space: nowrap; }
main p:not(.back) a { color: #0f4c81; text-decoration: underline; }
a:focus-visible, button:focus-visible { outline: 3px solid #0f4c81; outline-offset: 2px; }
@media print { body > aside, body > header, body > footer { display: none; } main { padding: 0; } }
`

/** The sheets' one script: Print shows, and prints, only where scripts run. */
export const SHEET_JS = `for (const button of document.querySelectorAll('[data-print]')) {
  button.hidden = false
  button.addEventListener('click', () => window.print())
}
`

/** C62H98N16O22 as C<sub>62</sub>H<sub>98</sub>..., from the same parser the app uses. */
function formulaHtml(formula, formulaParts) {
  return formulaParts(formula)
    .map(({ symbol, count }) => escapeHtml(symbol) + (count ? `<sub>${count}</sub>` : ''))
    .join('')
}

const row = ([label, value]) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`

/** "November 24, 2026", as the app's documents write a day. */
const longDate = (day) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

/**
 * One product's specification sheet, in the chrome of the shop's other documents (the Safety
 * Data Sheet and a lot's certificate, src/components/ui/DocumentHeader.tsx): the site's
 * research-use bar, the site's header, the "‹ Product" back link, the document header (shop,
 * title, product, revision date, Print with its icon on the right), the issuer and research-use
 * line at the end, and the site footer. The bar, header, back link, Print and footer are the app's own
 * components rendered at build (src/features/documents/spec-sheet-chrome.tsx, `chrome`), styled
 * by the app's stylesheet (`stylesheet`). The catalogue has
 * no catalogue numbers, so none is printed.
 */
export function specSheetHtml(
  product,
  { shop, formulaParts, specification, revisionDate, chrome, stylesheet },
) {
  const name = escapeHtml(product.name)
  const productPath = `/products/${encodeURIComponent(product.id)}`
  const { details } = product
  const identity = [
    ['Product', name],
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
  const phone = `<a href="${escapeHtml(shop.phoneHref)}">${escapeHtml(shop.phone)}</a>`
  const shopName = escapeHtml(shop.name)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${name} Specification Sheet | ${shopName}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">\n` : ''}<link rel="stylesheet" href="/coa/coa.css">
<script src="/coa/print.js" defer></script>
</head>
<body>
${chrome.researchUseBar}
${chrome.header}
<main>
<p class="back">${chrome.backLink}</p>
<header class="doc-header">
<div class="doc-top"><p class="doc-shop">${shopName}</p>${chrome.printButton}</div>
<h1>Specification Sheet <span class="subject">${name}</span></h1>
<p class="dated">Revised <time datetime="${escapeHtml(revisionDate)}">${longDate(revisionDate)}</time> · Size ${escapeHtml(details.size)}</p>
</header>
<p>The specification every lot of ${name} must meet before it is released. This sheet is not a certificate of analysis: a certificate reports the measured results of one lot, with its lot number, test date and analyst.</p>
<h2 id="product">Product</h2>
<table class="facts" aria-labelledby="product">
<tbody>
${identity.map(row).join('\n')}
</tbody>
</table>
<h2 id="tests">Tests and acceptance criteria</h2>
<table aria-labelledby="tests">
<thead><tr><th scope="col">Test</th><th scope="col">Method</th><th scope="col">Specification</th></tr></thead>
<tbody>
${tests.map(([test, method, spec]) => `<tr><th scope="row">${test}</th><td>${method}</td><td>${spec}</td></tr>`).join('\n')}
</tbody>
</table>
<h2>Storage</h2>
<p>${escapeHtml(details.storage)}. Ships lyophilised.</p>
<h2 id="lot-certificates">Lot certificates</h2>
<p class="note">Each lot's certificate of analysis reports its measured results. Where a lot's certificate is published, View COA on the <a href="${productPath}">${name} page</a> opens the newest and the page lists them all. For any other lot's certificate, write to <a href="mailto:${email}">${email}</a> with its lot number.</p>
<div class="doc-footer">
<p class="issuer">Issued by ${escapeHtml(shop.legalName)}, ${escapeHtml(shop.addressOneLine)}${shop.taxId ? ` (EIN ${escapeHtml(shop.taxId)})` : ''}, <a href="mailto:${email}">${email}</a>, ${phone}</p>
<p>For laboratory research use only. Not for human or veterinary use, and not for diagnostic or therapeutic use.</p>
</div>
</main>
${chrome.footer}
</body>
</html>
`
}

/**
 * The app's stylesheet in the build beside the sheets (`<build>/assets/style-*.css`, written by
 * the app's build just before), which styles the parts the sheet shares with the app; none when
 * the sheets are written on their own (then they read plainly, in their own sheet's styles).
 */
export async function appStylesheet(buildDir) {
  const files = await readdir(path.join(buildDir, 'assets')).catch(() => [])
  const sheet = files.find((file) => /^style-[\w-]+\.css$/.test(file))
  return sheet ? `/assets/${sheet}` : ''
}

// Prerenders every route of the built shop to its own HTML file, so content, titles and
// structured data are there before JavaScript runs. Runs after the client and SSR builds:
//   dist/index.html               -> home, also the template for the others
//   dist/products/index.html, dist/products/bpc-157/index.html, ... for every app route
//   dist/404.html                 -> the not-found page, for unknown paths
//   dist/orders/index.html, dist/lots/index.html -> the shells of the order desk's pages
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import Beasties from 'beasties'
import { recorderScriptTag } from './recorder-script.js'
import { inlineFirstScreenImage } from './inline-first-image.js'
import {
  APP_ROUTES,
  CERTIFICATE_ROUTES,
  LOT_PAGE_FILE,
  LOT_PAGE_SHELL_PATH,
  ORDER_PAGE_FILE,
} from '../config/routes.js'
import { orderDeskEnabled, siteUrl } from '../config/site.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.resolve(root, process.env.OUT_DIR ?? 'dist')
const ssrDir = path.resolve(root, process.env.SSR_OUT_DIR ?? `${path.basename(distDir)}-ssr`)

// Each page inlines the part of the one stylesheet that its own markup uses (see `inlineStyles`),
// so its first paint needs no second request and its HTML fits the first round trip. The whole
// stylesheet stays a file, which the app's entry (src/main.tsx) adds as it starts: the address
// rides on #root as `data-styles`. The entry is not in the markup, so that nothing is fetched
// before the first paint: the recorder adds it once that paint is on screen, from the address on
// #root as `data-app` (docs/boot.md), and what it imports at once beside it (`data-app-imports`).
const builtHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8')
const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(builtHtml)
if (!stylesheet) throw new Error('The built index.html links no stylesheet')
const [stylesheetTag, stylesheetFile] = stylesheet
const entryScript = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/.exec(builtHtml)
if (!entryScript) throw new Error('The built index.html has no entry script')
const [entryScriptTag, entrySrc] = entryScript
// What the entry imports at once, fetched beside it rather than after it (one round trip less).
const preloads = [...builtHtml.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)]
  .map(([, href]) => href)
  .filter((href) => href !== entrySrc)
const template = builtHtml
  .replace(
    stylesheetTag,
    `<style>${readFileSync(path.join(distDir, stylesheetFile), 'utf8')}</style>`,
  )
  .replace(
    '<div id="root"></div>',
    `<div id="root" data-styles="/${stylesheetFile}" data-app="${entrySrc}" data-app-imports="${preloads.join(' ')}"></div>`,
  )
  .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
  .replace(entryScriptTag, '')
  // The icon inline: one request fewer on every first visit, before or after the first paint.
  .replace(
    'href="/favicon.svg"',
    `href="data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(distDir, 'favicon.svg'), 'utf8').trim())}"`,
  )

// Rules kept whatever the markup: states that native elements, the script in <head> and the
// recorder switch on before the app runs (docs/boot.md), which the prerendered markup does not
// match yet;
// and selectors the pruner cannot match against markup (inside `:where()` or `:has()`, a bare
// pseudo-class such as `:focus-visible`, pseudo-elements such as `::-webkit-inner-spin-button`). e2e/page-styles.spec.ts compares every page with the
// whole stylesheet.
const KEEP = [
  /data-cart-filled|data-age-verified|data-painted|data-hydrated|aria-busy|pending-spin/,
  /:popover-open|:modal|\[open\]|:open\b/,
  /:where\(|:has\(|:focus|::/,
]
const beasties = new Beasties({
  path: distDir,
  reduceInlineStyles: true,
  pruneSource: false,
  keyframes: 'critical',
  allowRules: KEEP,
  logLevel: 'warn',
})

/** The page with only the style rules its markup (or its states before the app) can use. */
function inlineStyles(page) {
  return beasties.process(page)
}

// The recorder runs at the end of <body>, before the first paint, so the page keeps every press
// from the moment it shows (docs/boot.md).
const templateWithRecorder = template.replace('</body>', `${recorderScriptTag()}</body>`)

const { render } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)

// React emits a page's <title>, <meta> and <link> elements first; they belong in <head>.
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/

/** A file of the build by its URL path, or null. */
function readAsset(urlPath) {
  const file = path.join(distDir, urlPath)
  return file.startsWith(distDir + path.sep) && existsSync(file) ? readFileSync(file) : null
}

/** The template with the page's head tags and body in place. */
function page(rendered, prerenderedPath) {
  const head = HEAD_TAGS.exec(rendered)?.[0] ?? ''
  const body = inlineFirstScreenImage(rendered.slice(head.length), readAsset)
  let html = templateWithRecorder
  if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>\s*/, '')
  if (head.includes('name="description"')) {
    html = html.replace(/<meta\s+name="description"[^>]*>\s*/, '')
  }
  return html
    .replace('</head>', `${head}</head>`)
    .replace(
      /<div id="root" (data-styles="[^"]*" data-app="[^"]*" data-app-imports="[^"]*")><\/div>/,
      (_div, attributes) =>
        `<div id="root" ${attributes} data-prerendered="${prerenderedPath}">${body}</div>`,
    )
}

function write(file, html) {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, html)
}

for (const route of APP_ROUTES) {
  const file =
    route === '/' ? path.join(distDir, 'index.html') : path.join(distDir, route, 'index.html')
  write(file, await inlineStyles(page(await render(route), route)))
}
write(path.join(distDir, '404.html'), await inlineStyles(page(await render('/404'), '/404')))
// The shell of every order page: it shows "loading" until the app reads the link's secret.
// The shell of every lot's certificate: placeholders until the app reads the lot.
if (orderDeskEnabled()) {
  write(
    path.join(distDir, ORDER_PAGE_FILE),
    await inlineStyles(page(await render('/orders'), '/orders')),
  )
  write(
    path.join(distDir, LOT_PAGE_FILE),
    await inlineStyles(page(await render(LOT_PAGE_SHELL_PATH), LOT_PAGE_SHELL_PATH)),
  )
}
// docs/DECISIONS.md: every page is indexable; /cart and /checkout stay out of the sitemap.
const base = siteUrl()
// "View COA" pages are a way to the newest lot's certificate, not pages to index.
const listed = APP_ROUTES.filter(
  (r) => !['/cart', '/checkout', '/shipping'].includes(r) && !CERTIFICATE_ROUTES.includes(r),
)
writeFileSync(
  path.join(distDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed
    .map((r) => `  <url><loc>${base}${r}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
)
writeFileSync(
  path.join(distDir, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`,
)
rmSync(ssrDir, { recursive: true, force: true })
console.log(`Prerendered ${APP_ROUTES.length} routes and 404.html into ${distDir}`)

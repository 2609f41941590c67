// Prerenders every route of the built shop to its own HTML file, so content, titles and
// structured data are there before JavaScript runs. Runs after the client and SSR builds:
//   dist/index.html               -> home
//   dist-ssr/                     -> the renderer and the page template, kept for the order
//                                    desk's server, which makes its pages at run time
//   dist/products/index.html, dist/products/bpc-157/index.html, ... for every app route
//   dist/404.html                 -> the not-found page, for unknown paths
//   dist/orders/index.html, dist/lots/index.html -> the shells of the order desk's pages
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { specProducts } from './make-catalogue-seed.js'
import { pageMaker, pageTemplate, TEMPLATE_FILE } from './page-maker.js'
import { recorderScriptTag } from './recorder-script.js'
import {
  APP_ROUTES,
  LOT_PAGE_FILE,
  LOT_PAGE_SHELL_PATH,
  ORDER_PAGE_FILE,
  QUOTE_PAGES,
  PRODUCT_IDS,
  sitemapXml,
} from '../config/routes.js'
import { orderDeskEnabled, siteUrl } from '../config/site.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.resolve(root, process.env.OUT_DIR ?? 'dist')
const ssrDir = path.resolve(root, process.env.SSR_OUT_DIR ?? `${path.basename(distDir)}-ssr`)

// The page template, kept beside the renderer: with the order desk, the server makes every page
// from the two at run time, from the database's catalogue (scripts/page-maker.js).
const template = pageTemplate(
  readFileSync(path.join(distDir, 'index.html'), 'utf8'),
  distDir,
  recorderScriptTag(),
)
writeFileSync(path.join(ssrDir, TEMPLATE_FILE), template)
const { render } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)
const pages = pageMaker({ distDir, template, render })
// The order desk's server makes its pages from the database; its build's files are made from the
// catalogue a new shop starts with, the spec's (the static build bundles it in its app).
const catalogue = orderDeskEnabled() ? await specProducts() : undefined
const make = (route) => pages.make(route, { catalogue })

function write(file, html) {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, html)
}

for (const route of APP_ROUTES) {
  const file =
    route === '/' ? path.join(distDir, 'index.html') : path.join(distDir, route, 'index.html')
  write(file, await make(route))
}
write(path.join(distDir, '404.html'), await make('/404'))
// The shell of every order page: it shows "loading" until the app reads the link's secret.
// The shell of every lot's certificate: placeholders until the app reads the lot.
if (orderDeskEnabled()) {
  write(path.join(distDir, ORDER_PAGE_FILE), await make('/orders'))
  write(path.join(distDir, LOT_PAGE_FILE), await make(LOT_PAGE_SHELL_PATH))
  for (const { shell, file } of QUOTE_PAGES) write(path.join(distDir, file), await make(shell))
}
// docs/DECISIONS.md: every page is indexable; /cart and /checkout stay out of the sitemap.
const base = siteUrl()
writeFileSync(path.join(distDir, 'sitemap.xml'), sitemapXml(base, PRODUCT_IDS))
writeFileSync(
  path.join(distDir, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`,
)
console.log(`Prerendered ${APP_ROUTES.length} routes and 404.html into ${distDir}`)

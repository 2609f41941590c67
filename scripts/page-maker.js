// Makes the shop's pages from the built template and the React renderer: each page with its head
// tags, its first-screen image inline, only the style rules its markup uses, and (with the order
// desk) the catalogue it was made from. The build's prerender (scripts/prerender.js) makes the
// static build's pages with it; the order desk's server makes every page with it from the
// database's catalogue (server/serving/pages.ts, docs/decisions/0003-catalogue-pages.md).
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import Beasties from 'beasties'
import { inlineFirstScreenImage } from './inline-first-image.js'

/** A picture's file the console made, held by the database (`/media/{content hash}.{ext}`). */
export const PICTURE_FILE = /^\/media\/[0-9a-f]{20}\.(?:webp|avif)$/

/** The prefix of a specification sheet's route among the pages made (server/serving). */
export const SHEET = 'sheet:'

/** The file the build keeps the raw page template in, beside the renderer (SSR_OUT_DIR). */
export const TEMPLATE_FILE = 'template.html'

/**
 * The page template from the built index.html (Vite's), for pages made from it: the whole
 * stylesheet inline (the pruner keeps what each page uses), the entry and what it imports named
 * on #root for the recorder (docs/boot.md), the icon inline, the recorder's element
 * (`recorderTag`, scripts/recorder-script.js: made at build, so the server needs no Vite).
 */
export function pageTemplate(builtHtml, distDir, recorderTag) {
  // Each page inlines the part of the one stylesheet that its own markup uses (see `inlineStyles`),
  // so its first paint needs no second request and its HTML fits the first round trip. The whole
  // stylesheet stays a file, which the app's entry (src/main.tsx) adds as it starts: the address
  // rides on #root as `data-styles`. The entry is not in the markup, so that nothing is fetched
  // before the first paint: the recorder adds it once that paint is on screen, from the address on
  // #root as `data-app` (docs/boot.md), and what it imports at once beside it (`data-app-imports`).
  const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(
    builtHtml,
  )
  if (!stylesheet) throw new Error('The built index.html links no stylesheet')
  const [stylesheetTag, stylesheetFile] = stylesheet
  const entryScript = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/.exec(builtHtml)
  if (!entryScript) throw new Error('The built index.html has no entry script')
  const [entryScriptTag, entrySrc] = entryScript
  // What the entry imports at once, fetched beside it rather than after it (one round trip less).
  const preloads = [...builtHtml.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)]
    .map(([, href]) => href)
    .filter((href) => href !== entrySrc)
  return (
    builtHtml
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
      // The recorder runs at the end of <body>, before the first paint, so the page keeps every
      // press from the moment it shows (docs/boot.md).
      .replace('</body>', () => `${recorderTag}</body>`)
  )
}

// Rules kept whatever the markup: states that native elements, the script in <head> and the
// recorder switch on before the app runs (docs/boot.md), which the markup does not match yet;
// and selectors the pruner cannot match against markup (inside `:where()` or `:has()`, a bare
// pseudo-class such as `:focus-visible`, pseudo-elements such as `::-webkit-inner-spin-button`).
// e2e/page-styles.spec.ts compares every page with the whole stylesheet.
const KEEP = [
  /data-cart-filled|data-age-verified|data-painted|data-hydrated|aria-busy|pending-spin/,
  /:popover-open|:modal|\[open\]|:open\b/,
  /:where\(|:has\(|:focus|::/,
]

// React emits a page's <title>, <meta> and <link> elements first; they belong in <head>.
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/
const ROOT =
  /<div id="root" (data-styles="[^"]*" data-app="[^"]*" data-app-imports="[^"]*")><\/div>/

/** The element that carries the catalogue in a page (src/domain/catalogue/products.ts), empty. */
const CATALOGUE_ELEMENT = '<script type="application/json" id="catalogue"></script>'

/**
 * JSON that cannot end the script element it sits in, nor open a comment in it (a product's
 * text is the operator's: `</script>` or `<!--` in it stays text).
 */
export function scriptSafeJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** The CSP source of a page's inline style element: the base64 sha256 of its text. */
export const styleHashes = (html) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(
    ([, body]) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`,
  )

/**
 * A maker of pages: `make(route, { catalogue, readMedia })` renders the route with the SSR
 * bundle's `render(url, catalogue)` and returns the whole page. `readMedia(path)` gives a picture
 * the database holds (a Promise of its bytes, or null), for the first-screen image.
 * @param {{ distDir: string, template: string, render: (url: string, catalogue?: any) => Promise<string> }} options
 */
export function pageMaker({ distDir, template, render }) {
  const beasties = new Beasties({
    path: distDir,
    reduceInlineStyles: true,
    pruneSource: false,
    keyframes: 'critical',
    allowRules: KEEP,
    logLevel: 'warn',
  })
  /** A file of the build by its URL path, or null. */
  const readAsset = (urlPath) => {
    const file = path.join(distDir, urlPath)
    return file.startsWith(distDir + path.sep) && existsSync(file) ? readFileSync(file) : null
  }

  /** The first-screen image inline, read from the build or (a picture's file) the database. */
  async function inlineImage(body, readMedia) {
    if (!readMedia) return inlineFirstScreenImage(body, readAsset)
    // The inliner asks for one file at most: find which, read it, and inline it.
    let wanted = null
    inlineFirstScreenImage(body, (url) => {
      if (PICTURE_FILE.test(url)) wanted = url
      return PICTURE_FILE.test(url) ? null : readAsset(url)
    })
    const media = wanted ? await readMedia(wanted) : null
    return inlineFirstScreenImage(body, (url) =>
      url === wanted ? media : PICTURE_FILE.test(url) ? null : readAsset(url),
    )
  }

  return {
    /**
     * The page of `route`, as rendered for `pagePath` (the address its markup says it was made
     * for: hydration checks it).
     */
    /** @param {string} route @param {{ catalogue?: any, readMedia?: (url: string) => Promise<Buffer | null>, pagePath?: string }} [options] */
    async make(route, { catalogue, readMedia, pagePath = route } = {}) {
      const rendered = await render(route, catalogue)
      const head = HEAD_TAGS.exec(rendered)?.[0] ?? ''
      const body = await inlineImage(rendered.slice(head.length), readMedia)
      let html = template
      if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>\s*/, '')
      if (head.includes('name="description"')) {
        html = html.replace(/<meta\s+name="description"[^>]*>\s*/, '')
      }
      // The catalogue's element goes in empty and is filled after the styles are pruned: the
      // pruner reads the markup, and a catalogue of thousands is megabytes of JSON for it to
      // parse and write out again.
      const data = catalogue ? CATALOGUE_ELEMENT : ''
      html = html
        .replace('</head>', () => `${head}</head>`)
        .replace(
          ROOT,
          (_div, attributes) =>
            `<div id="root" ${attributes} data-prerendered="${pagePath}">${body}</div>${data}`,
        )
      const pruned = await beasties.process(html)
      if (!catalogue) return pruned
      const at = pruned.indexOf(CATALOGUE_ELEMENT)
      if (at < 0) throw new Error('The pruned page lost its catalogue element')
      return (
        pruned.slice(0, at) +
        CATALOGUE_ELEMENT.replace('></', () => `>${scriptSafeJson(catalogue)}</`) +
        pruned.slice(at + CATALOGUE_ELEMENT.length)
      )
    },
  }
}

// Gzipped size of the JavaScript and CSS that a built index.html loads to start the app: its
// module scripts with everything they import statically, modulepreload links, stylesheets and
// inline styles.
// Page chunks, which the app imports in turn, are not counted. Used by the size-budget test
// and the benchmark.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * @param {string} distDir
 * @param {string} [htmlFile] path of the HTML file inside distDir
 * @returns {{ js: { file: string, gzip: number }[], css: { file: string, gzip: number }[], jsGzip: number, cssGzip: number }}
 */
export function entrySize(distDir, htmlFile = 'index.html') {
  const html = readFileSync(path.join(distDir, htmlFile), 'utf8')
  const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1]
  const js = new Set()
  const css = new Set()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src')
    if (src) js.add(src)
  }
  // The prerendered pages name their entry on #root; the recorder adds it after the first paint.
  const entry = /<div id="root"[^>]*\sdata-app="([^"]+)"/.exec(html)?.[1]
  if (entry) js.add(entry)
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel')
    const href = attr(tag, 'href')
    if (!href) continue
    if (rel === 'modulepreload') js.add(href)
    if (rel === 'stylesheet') css.add(href)
  }
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text], i) => ({
    file: `${htmlFile} <style> #${i + 1}`,
    gzip: gzipSync(Buffer.from(text), { level: 9 }).length,
  }))
  const measure = (href) => {
    const file = href.replace(/^\//, '')
    return { file, gzip: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length }
  }
  // Static imports load with the file that makes them whether or not the HTML preloads them.
  const staticImport = /(?:^|[;}\s])import\s*(?:[\w${}\s,*]+from\s*)?["']([^"']+\.js)["']/g
  const queue = [...js]
  while (queue.length > 0) {
    const href = queue.pop()
    const code = readFileSync(path.join(distDir, href.replace(/^\//, '')), 'utf8')
    const imports = [...code.matchAll(staticImport)]
    for (const [, spec] of imports) {
      const dep = path.posix.join(path.posix.dirname(href), spec)
      if (!js.has(dep)) {
        js.add(dep)
        queue.push(dep)
      }
    }
  }
  const jsFiles = [...js].map(measure)
  const cssFiles = [...[...css].map(measure), ...inline]
  const sum = (files) => files.reduce((total, f) => total + f.gzip, 0)
  return { js: jsFiles, css: cssFiles, jsGzip: sum(jsFiles), cssGzip: sum(cssFiles) }
}

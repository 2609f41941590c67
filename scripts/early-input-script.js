// The early-input script as the build inlines it (docs/early-input.md): read from src/early-input
// and minified. Shared by the prerender step and the test of the committed nginx block.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { minifySync } from 'vite'

const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/early-input/early-input.js',
)

/** The `<script>` element placed at the end of every prerendered page's body. */
export function earlyInputScriptTag() {
  const code = minifySync(file, readFileSync(file, 'utf8')).code.trim()
  return `<script id="early-input">${code}</script>`
}

// The recorder as the build inlines it (docs/boot.md): read from src/boot/recorder.js and
// minified. Shared by the prerender step and the test of the committed nginx block.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { minifySync } from 'vite'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const file = path.join(root, 'src/boot/recorder.js')

/** The `<script>` element placed at the end of every prerendered page's body. */
export function recorderScriptTag() {
  const code = minifySync(file, readFileSync(file, 'utf8')).code.trim()
  return `<script id="recorder">${code}</script>`
}

// The early-input script as the build inlines it (docs/early-input.md): read from src/early-input,
// its constants (storage keys, the quantity limit, labels) written in from the app's own modules
// (src/early-input/constants.ts), and minified. Shared by the prerender step and the test of the
// committed nginx block.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfigFromFile, minifySync, runnerImport } from 'vite'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const file = path.join(root, 'src/early-input/early-input.js')

/** The constants the script needs, read from the TypeScript modules that own them. */
async function constants() {
  // The shop's own aliases and build settings, without its plugins.
  const { config } = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    path.join(root, 'vite.config.ts'),
    root,
    'warn',
  )
  const { module } = await runnerImport(path.join(root, 'src/early-input/constants.ts'), {
    root,
    configFile: false,
    resolve: config.resolve,
    define: config.define,
    logLevel: 'warn',
  })
  return module.EARLY_INPUT_CONSTANTS
}

/** The `<script>` element placed at the end of every prerendered page's body. */
export async function earlyInputScriptTag() {
  const source = readFileSync(file, 'utf8')
  if (!source.includes('= __EARLY_INPUT__'))
    throw new Error(`${file} no longer reads its constants as '= __EARLY_INPUT__'`)
  const filled = source.replace('= __EARLY_INPUT__', `= ${JSON.stringify(await constants())}`)
  const code = minifySync(file, filled).code.trim()
  return `<script id="early-input">${code}</script>`
}

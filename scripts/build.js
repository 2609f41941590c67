// `npm run build`: every step of the build, each told the same folders, so a second variant
// (say the static build, `VITE_ORDER_DESK=off OUT_DIR=dist-static npm run build`) never writes
// into another's:
//   OUT_DIR          the shop (default dist); its manifest records the build's settings
//   SSR_OUT_DIR      the prerender's temporary server build (default: OUT_DIR + "-ssr")
//   SERVER_DIST_DIR  the bundled production server (default dist-server; the same for every
//                    variant, since the server reads each build's settings from its manifest)
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { identityRefusal } from '../config/shop-identity.js'

// A production build with the placeholder identity stops before any step (docs/DECISIONS.md,
// "Placeholder identity in production"); elsewhere postbuild's warning says it.
const refusal = identityRefusal(process.env, 'build')
if (refusal) {
  console.error(`\n${refusal}\n`)
  process.exit(1)
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.resolve(root, process.env.OUT_DIR || 'dist')
const ssrOutDir = path.resolve(root, process.env.SSR_OUT_DIR || `${outDir}-ssr`)
const env = { ...process.env, OUT_DIR: outDir, SSR_OUT_DIR: ssrOutDir }
const vite = path.join(root, 'node_modules/vite/bin/vite.js')

function step(...args) {
  execFileSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' })
}

step(vite, 'build', '--outDir', outDir)
// The operator's console, its own entry (dist/admin/); a build without the order desk has none.
if (process.env.VITE_ORDER_DESK !== 'off') {
  step(vite, 'build', '--config', 'vite.admin.config.ts', '--outDir', outDir, '--logLevel', 'warn')
}
// Files made from the catalogue and the shop's settings for this build: each product's
// specification sheet (with the build's identity) and its sequence figure.
step('scripts/make-spec-sheets.js', path.join(outDir, 'coa'))
step('scripts/make-sequence-figures.js', path.join(outDir, 'images/sequences'))
step(vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrOutDir)
step('scripts/prerender.js')
step('scripts/postbuild.js', outDir)
step('scripts/build-server.js')

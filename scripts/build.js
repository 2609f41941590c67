// `npm run build`: the client, the prerendering bundle, the prerendered pages, the headers and
// compressed copies, and the server bundle. Every step writes under OUT_DIR (default dist), so
// a second variant (`OUT_DIR=dist-static VITE_ORDER_DESK=off`) never overwrites the first.
// A build without the order desk is for a static host: it has no server bundle.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { orderDeskEnabled } from '../config/site.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = process.env.OUT_DIR ?? 'dist'
const ssrDir = `${outDir.replace(/[\\/]+$/, '')}-ssr`
const env = { ...process.env, OUT_DIR: outDir, SSR_OUT_DIR: ssrDir }

function run(command, args) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env })
}

const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')
run(process.execPath, [vite, 'build'])
run(process.execPath, [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir])
run(process.execPath, ['scripts/prerender.js'])
run(process.execPath, ['scripts/postbuild.js'])
if (orderDeskEnabled()) run(process.execPath, ['scripts/build-server.js'])

// `npm start`: runs the bundled server (dist-server/main.js), building the shop and the server
// first when either is missing. Plain JavaScript: Node runs it without a compile step.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { identityRefusal } from '../config/shop-identity.js'

// A production start with the placeholder identity stops here, before any build (the server
// itself checks again, for a deploy that runs dist-server/main.js directly).
const refusal = identityRefusal(process.env, 'start')
if (refusal) {
  console.error(`\n${refusal}\n`)
  process.exit(1)
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist')
const serverEntry = path.resolve(
  projectRoot,
  process.env.SERVER_DIST_DIR ?? 'dist-server',
  'main.js',
)

if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(serverEntry)) {
  console.log(`No build in ${distDir}; building first…`)
  execFileSync('npm', ['run', 'build'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: distDir },
  })
}

await import(pathToFileURL(serverEntry).href)

// `npm start`: runs the bundled server (dist-server/main.js), building the shop and the server
// first when either is missing. Plain JavaScript: Node runs it without a compile step.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

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

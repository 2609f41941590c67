// `npm start`: serves the production build (building it first when dist/ is missing).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServer } from './app.js'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist')
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? 'localhost'

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.log(`No build in ${distDir}; building first…`)
  execFileSync('npm', ['run', 'build'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: distDir },
  })
}

const app = await buildServer({ distDir })
await app.listen({ port, host })
console.log(`Research Reagents Supply is serving ${distDir} at http://${host}:${port}`)

const stop = async () => {
  await app.close()
  process.exit(0)
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)

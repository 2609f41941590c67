// `npm run db:backup` / `npm run db:restore` / `npm run operator`: runs the bundled command-line
// tool (dist-server/admin.js), bundling the server first when it is missing.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverDir = path.resolve(projectRoot, process.env.SERVER_DIST_DIR ?? 'dist-server')
const entry = path.join(serverDir, 'admin.js')
if (!existsSync(entry)) {
  execFileSync(process.execPath, [path.join(projectRoot, 'scripts/build-server.js')], {
    cwd: projectRoot,
    stdio: 'inherit',
  })
}
// The tool prints its own messages; its exit code is passed on (a throw here would add a stack).
const { status, signal } = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], {
  stdio: 'inherit',
})
process.exitCode = status ?? (signal ? 1 : 0)

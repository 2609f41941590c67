import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The project folder: the nearest parent holding package.json. Found by walking up because this
 * code runs both from server/ (tests) and from the bundled dist-server/.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('No package.json above the server code')
    dir = parent
  }
  return dir
}

export const PROJECT_ROOT = findProjectRoot()
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server/db/migrations')

/** DATA_DIR, default ./data (git-ignored): the embedded database and its lock live there. */
export function dataDirFrom(env: NodeJS.ProcessEnv): string {
  return path.resolve(PROJECT_ROOT, env.DATA_DIR ?? 'data')
}

// Starts the production server (`server/start.js`, as `npm start` runs it) with its order desk on
// a throwaway embedded database, for the benchmarks: resolves once the shop answers.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../server/free-port.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * @param {{ distDir?: string, host?: string }} [options]
 * @returns {Promise<{ url: string, admin(args: string[], input?: string): void, stop(): Promise<void> }>}
 */
export async function startShop({ distDir = path.join(root, 'dist'), host = 'localhost' } = {}) {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'))
  const server = spawn(process.execPath, ['server/start.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: 'ignore',
    detached: true,
  })
  const url = `http://${host}:${port}`
  // A new embedded database takes a few seconds to make (up to 30 on a loaded machine).
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) break
    } catch {
      if (i > 1200) throw new Error('the shop did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    /** An operator command (`npm run operator -- ...`) on this shop, through its admin channel. */
    admin(args, input = '') {
      execFileSync(process.execPath, [path.join(root, 'server/run-admin.js'), ...args], {
        input,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['pipe', 'ignore', 'inherit'],
      })
    },
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      process.kill(-server.pid, 'SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

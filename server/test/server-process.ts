// The bundled server as a process of its own (server/test-support.js builds the bundle), for the
// tests that kill it: started on an environment, waited for until it answers, stopped at the end.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { waitForServer } from '../test-support.js'

/**
 * Starts the bundled server and waits until it answers at `base`; fails fast if it exits
 * instead. `cleanups` gets what stops it (SIGTERM) unless it has ended by then.
 */
export async function startServer(
  bundle: string,
  env: NodeJS.ProcessEnv,
  base: string,
  cleanups: (() => Promise<unknown>)[],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(bundle, 'main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (c) => (stderr += c))
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${stderr}`))),
  )
  exited.catch(() => {})
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  })
  await Promise.race([waitForServer(base, 90_000), exited])
  return child
}

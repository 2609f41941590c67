// docs/DECISIONS.md, "One opener of the embedded database": PGlite has no lock of its own, and two
// processes writing one data folder would corrupt it. The opener writes its pid into a lock file;
// a lock left by a killed process (its pid gone, or reused by something that is not this server)
// is taken over, so a crash never blocks a restart.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

export const LOCK_FILE = 'server.lock'

export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is already open in process ${pid}. ` +
        'Only one process may open it: stop that process first, or run the command against the ' +
        'running shop (db:backup and the operator commands do so by themselves).',
    )
    this.name = 'DatabaseLockedError'
  }
}

/** The pid holding the data folder, or null when nobody (alive) does. */
export function lockHolder(dataDir: string): number | null {
  let pid: number
  try {
    pid = Number(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid)
  } catch {
    return null
  }
  return Number.isInteger(pid) && pid !== process.pid && isLiveNode(pid) ? pid : null
}

function isLiveNode(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  // After a restart (a container's pid 1, say) the old pid may belong to another program.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node')
  } catch {
    return true
  }
}

// Folders this process holds: its own pid in a lock file is a real lock only if listed here.
const heldHere = new Set<string>()

/** Takes the data folder for this process; returns the function that gives it back. */
export function acquireLock(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE)
  if (heldHere.has(file)) throw new DatabaseLockedError(dataDir, process.pid)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }))
      closeSync(fd)
      heldHere.add(file)
      return () => {
        heldHere.delete(file)
        rmSync(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = lockHolder(dataDir)
      if (holder !== null) throw new DatabaseLockedError(dataDir, holder)
      rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not take the lock file ${file}`)
}

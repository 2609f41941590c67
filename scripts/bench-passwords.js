// `npm run bench:passwords`: what a sign-in costs for a known email with a wrong password and
// for an unknown email, against the running code path (server/operators/passwords.ts, bundled).
// Both run one argon2id verification, so the two figures should match; printed, never asserted.
//
//   BENCH_ROUNDS=30 npm run bench:passwords
import path from 'node:path'
import { rmSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30)
const outDir = path.join(root, 'node_modules/.cache', `bench-passwords-${process.pid}`)

await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'error',
  build: {
    ssr: true,
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    rolldownOptions: {
      input: { passwords: path.join(root, 'server/operators/passwords.ts') },
      output: { format: 'esm', entryFileNames: '[name].js' },
    },
  },
})
try {
  const { hashPassword, verifyPassword } = await import(
    pathToFileURL(path.join(outDir, 'passwords.js')).href
  )
  const stored = await hashPassword('the operator’s real passphrase')
  await verifyPassword(null, 'warm-up') // makes the dummy hash once, as the first sign-in does

  const time = async (storedHash) => {
    const t = performance.now()
    await verifyPassword(storedHash, 'a wrong guess of a password')
    return performance.now() - t
  }
  const known = []
  const unknown = []
  for (let i = 0; i < ROUNDS; i++) {
    known.push(await time(stored))
    unknown.push(await time(null))
  }
  const stats = (list) => {
    const s = [...list].sort((a, b) => a - b)
    const at = (p) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)].toFixed(1)
    return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, mean ${(s.reduce((a, b) => a + b, 0) / s.length).toFixed(1)} ms`
  }
  console.log(`argon2id verification, ${ROUNDS} rounds each:`)
  console.log(`  known email, wrong password: ${stats(known)}`)
  console.log(`  unknown email (dummy hash):  ${stats(unknown)}`)
} finally {
  rmSync(outDir, { recursive: true, force: true })
}

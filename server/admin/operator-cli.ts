// `npm run operator -- add|list|disable|enable|password|reset-two-factor <email>`: operator
// accounts from the command line (the operators area's accounts, through its index), whether the shop runs or not (docs/DECISIONS.md, "One opener of
// the embedded database"): with DATABASE_URL straight to PostgreSQL; with the embedded database through the
// running shop's admin channel, or by opening the data folder when the shop is stopped.
// Passwords are read from a prompt (hidden) or from stdin, never from an argument.
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import pg from 'pg'
import { callChannel } from './channel'
import { describeTarget, requireShopDatabase, runningChannel } from './target'
import { openDatabase } from '../db/open'
import { dataDirFrom } from '../db/paths'
import { accounts, passwordProblem, sqlRunner, type RunSql } from '../operators'

const USAGE = 'Usage: npm run operator -- add|list|disable|enable|password|reset-two-factor <email>'

/** Runs `use` with a RunSql on the shop's database, and closes what it opened. */
export async function withDatabase<T>(
  env: NodeJS.ProcessEnv,
  work: (run: RunSql) => Promise<T>,
): Promise<T> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    try {
      return await work(
        async (text, values) =>
          (await client.query<unknown[]>({ text, values, rowMode: 'array' })).rows,
      )
    } finally {
      await client.end()
    }
  }
  const dataDir = dataDirFrom(env)
  const channel = runningChannel(dataDir)
  if (channel) {
    return work(
      async (sql, params) =>
        (await callChannel<{ rows: unknown[][] }>(channel, '/query', { sql, params })).rows,
    )
  }
  const database = await openDatabase({ dataDir })
  try {
    return await work(sqlRunner(database))
  } finally {
    await database.close()
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? ''
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  let muted = false
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk)
      done()
    },
  })
  const rl = createInterface({ input: process.stdin, output, terminal: true })
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close()
      process.stderr.write('\n')
      resolve(answer)
    })
    muted = true
  })
}

/** A new password: twice at a prompt, or one line of stdin (for scripts). */
export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const password = await readStdin()
    const problem = passwordProblem(password)
    if (problem) throw new Error(problem)
    return password
  }
  for (;;) {
    const first = await askHidden('New password (at least 12 characters): ')
    const problem = passwordProblem(first)
    if (problem) {
      console.error(problem)
      continue
    }
    if ((await askHidden('Repeat the password: ')) === first) return first
    console.error('The two passwords differ; try again.')
  }
}

/** Says which database the command works on, and refuses one that is not the shop's. */
function announceDatabase(env: NodeJS.ProcessEnv): void {
  requireShopDatabase(env)
  console.log(`Database: ${describeTarget(env)}`)
}

export async function operatorCommand(argv: string[], env = process.env): Promise<void> {
  const [command, email, ...extra] = argv
  if (extra.length > 0) {
    // A password on the command line would stay in the shell's history and the process list.
    console.error(
      `${USAGE}\nThe password is asked for, or read from stdin; never give it as an argument.`,
    )
    process.exitCode = 2
    return
  }
  if (command === 'list') {
    announceDatabase(env)
    const rows = await withDatabase(env, accounts.listOperators)
    if (rows.length === 0) console.log('No operators yet. Add one: npm run operator -- add <email>')
    for (const r of rows) {
      const state = r.disabled ? 'disabled' : `active, ${r.liveSessions} session(s)`
      const factor = r.twoFactor ? 'two-factor on' : 'two-factor off'
      console.log(`${r.email}\t${state}\t${r.role}\t${factor}\tsince ${r.createdAt}`)
    }
    return
  }
  const commands = ['add', 'disable', 'enable', 'password', 'reset-two-factor']
  if (!email || !commands.includes(command ?? '')) {
    console.error(USAGE)
    process.exitCode = 2
    return
  }
  const who = accounts.normaliseEmail(email)
  announceDatabase(env)
  if (command === 'add') {
    const password = await readNewPassword()
    await withDatabase(env, (run) => accounts.addOperator(run, who, password))
    console.log(`Owner ${who} added. They can sign in at /admin.`)
  } else if (command === 'disable') {
    const ended = await withDatabase(env, (run) => accounts.disableOperator(run, who))
    console.log(`Operator ${who} disabled; ${ended} session(s) ended.`)
  } else if (command === 'reset-two-factor') {
    const ended = await withDatabase(env, (run) => accounts.resetTwoFactor(run, who))
    console.log(`Two-factor sign-in of ${who} reset; ${ended} session(s) ended.`)
  } else if (command === 'enable') {
    await withDatabase(env, (run) => accounts.enableOperator(run, who))
    console.log(`Operator ${who} enabled.`)
  } else {
    const password = await readNewPassword()
    const ended = await withDatabase(env, (run) => accounts.setPassword(run, who, password))
    console.log(`New password set for ${who}; ${ended} session(s) ended.`)
  }
}

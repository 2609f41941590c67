/** Which database a process uses, as the log and the command line say it: never a password. */
export function databaseWhere({
  dataDir,
  databaseUrl,
}: {
  dataDir: string
  databaseUrl?: string | undefined
}): string {
  if (!databaseUrl) return `embedded database (PGlite) in ${dataDir}`
  try {
    const url = new URL(databaseUrl)
    const host = url.hostname || url.searchParams.get('host') || 'localhost'
    return `PostgreSQL at ${host}:${url.port || 5432}/${url.pathname.replace(/^\//, '')}`
  } catch {
    return 'PostgreSQL (DATABASE_URL)'
  }
}

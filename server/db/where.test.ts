// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { databaseWhere } from './where'

describe('databaseWhere', () => {
  it('names PostgreSQL by host, port and database, never its user or password', () => {
    const where = databaseWhere({
      dataDir: '/srv/shop/data',
      databaseUrl: 'postgres://shop:s3cret-pass@db.internal:6543/shop_live?sslmode=require',
    })
    expect(where).toBe('PostgreSQL at db.internal:6543/shop_live')
    expect(where).not.toContain('s3cret')
  })

  it('names the embedded database by its folder', () => {
    expect(databaseWhere({ dataDir: '/srv/shop/data' })).toBe(
      'embedded database (PGlite) in /srv/shop/data',
    )
  })
})

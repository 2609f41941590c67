// @vitest-environment node
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_IDENTITY,
  addressLines,
  identityDifferences,
  identityPlaceholders,
  identityRefusal,
  identityWarning,
  shopIdentity,
} from '../config/shop-identity.js'
import { ACME_IDENTITY } from '../server/test/acme-identity.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const REAL = ACME_IDENTITY

describe('the shop’s identity', () => {
  it('comes from the SHOP_* settings, each blank one taking its default', () => {
    expect(shopIdentity(REAL)).toEqual({
      name: 'Acme Peptides',
      legalName: 'Acme Peptides LLC',
      address: '12 Lab Row; Boston, MA 02110; United States',
      email: 'orders@acme-peptides.com',
      phone: '(617) 201-4400',
      taxId: '12-3456789',
      emergencyPhone: 'CHEMTREC 1-800-424-9300, contract CCN123456',
    })
    expect(shopIdentity({})).toEqual(DEFAULT_IDENTITY)
    expect(shopIdentity({ SHOP_NAME: ' Acme ', SHOP_EMAIL: '  ' })).toMatchObject({
      name: 'Acme',
      legalName: 'Acme',
      email: DEFAULT_IDENTITY.email,
    })
    expect(addressLines(REAL.SHOP_ADDRESS)).toEqual([
      '12 Lab Row',
      'Boston, MA 02110',
      'United States',
    ])
  })

  it('names every placeholder: defaults, reserved mail domains, 555 numbers, no tax id', () => {
    expect(Object.keys(identityPlaceholders(shopIdentity({})))).toEqual([
      'SHOP_LEGAL_NAME',
      'SHOP_ADDRESS',
      'SHOP_EMAIL',
      'SHOP_PHONE',
      'SHOP_TAX_ID',
      'SHOP_EMERGENCY_PHONE',
    ])
    expect(identityPlaceholders(shopIdentity(REAL))).toEqual({})
    for (const email of ['sales@example.org', 'a@shop.example.net', 'x@lab.test', 'y@example']) {
      expect(identityPlaceholders(shopIdentity({ ...REAL, SHOP_EMAIL: email }))).toEqual({
        SHOP_EMAIL: email,
      })
    }
    expect(
      identityPlaceholders(shopIdentity({ ...REAL, SHOP_EMAIL: 'me@example.company.com' })),
    ).toEqual({})
    for (const phone of ['(919) 555-0123', '555-0100', '+1 617 555 0199', '(555) 010-0100']) {
      expect(identityPlaceholders(shopIdentity({ ...REAL, SHOP_PHONE: phone }))).toEqual({
        SHOP_PHONE: phone,
      })
    }
    expect(
      identityPlaceholders(shopIdentity({ ...REAL, SHOP_PHONE: '(617) 555-0199' })),
    ).toHaveProperty('SHOP_PHONE')
    expect(
      identityPlaceholders(shopIdentity({ ...REAL, SHOP_PHONE: '(555) 201-4400' })),
    ).toHaveProperty('SHOP_PHONE')
    expect(identityPlaceholders(shopIdentity({ ...REAL, SHOP_PHONE: '(617) 255-5555' }))).toEqual(
      {},
    )
    // A Safety Data Sheet's 24-hour number: unset, or a fictional one, is still a placeholder.
    for (const phone of ['', '(919) 555-0100']) {
      expect(identityPlaceholders(shopIdentity({ ...REAL, SHOP_EMERGENCY_PHONE: phone }))).toEqual({
        SHOP_EMERGENCY_PHONE: phone || '(not set)',
      })
    }
    // A legal name left unset is the shop's name, which still needs saying.
    const noLegalName = { ...REAL, SHOP_LEGAL_NAME: '' }
    expect(identityPlaceholders(shopIdentity(noLegalName))).toEqual({})
    expect(
      identityPlaceholders(shopIdentity({ ...noLegalName, SHOP_NAME: DEFAULT_IDENTITY.name })),
    ).toEqual({ SHOP_LEGAL_NAME: DEFAULT_IDENTITY.name })
    // The shop's name is the spec's own; keeping it is not a placeholder.
    expect(identityPlaceholders(shopIdentity({ ...REAL, SHOP_NAME: '' }))).toEqual({})
  })

  it('makes the build warn loudly while any part is a placeholder', () => {
    const warning = identityWarning({ ...REAL, SHOP_EMAIL: 'orders@example.com' })
    expect(warning?.split('\n')[0]).toMatch(/^!{72}$/)
    expect(warning).toMatch(/IDENTITY IS STILL A PLACEHOLDER/)
    expect(warning).toContain('SHOP_EMAIL = orders@example.com')
    expect(warning).not.toContain('SHOP_PHONE')
    expect(identityWarning(REAL)).toBeNull()
  })

  it('names the settings in which the build and the server differ', () => {
    const built = shopIdentity(REAL)
    expect(identityDifferences(built, shopIdentity(REAL))).toEqual([])
    expect(identityDifferences(null, shopIdentity(REAL))).toEqual([])
    expect(
      identityDifferences(built, shopIdentity({ ...REAL, SHOP_EMAIL: 'sales@acme-peptides.com' })),
    ).toEqual(['SHOP_EMAIL'])
  })
})

describe('a production build or start with the placeholder identity', () => {
  const NO_IDENTITY = { NODE_ENV: 'test' }

  it('is refused under NODE_ENV=production or an https SITE_URL, with the warning and how to go on', () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { SITE_URL: 'https://shop.example' },
      { VITE_SITE_URL: 'HTTPS://shop.example' },
      { ...REAL, NODE_ENV: 'production', SHOP_PHONE: '(555) 010-0100' },
    ]) {
      const refusal = identityRefusal(env, 'build')
      expect(refusal, JSON.stringify(env)).toMatch(
        /^!{72}\n!! THE SHOP'S IDENTITY IS STILL A PLACEHOLDER/,
      )
      expect(refusal).toContain(
        '!! set the settings above, or SHOP_ALLOW_PLACEHOLDER=1 npm run build',
      )
      expect(refusal).toMatch(/!{72}$/)
    }
    expect(identityRefusal({ NODE_ENV: 'production' }, 'start')).toContain(
      'SHOP_ALLOW_PLACEHOLDER=1 npm start',
    )
    // Each of the legal name, address, email and phone stops it; the rest of the block still
    // names every placeholder.
    const PLACEHOLDERS = {
      SHOP_LEGAL_NAME: DEFAULT_IDENTITY.legalName,
      SHOP_ADDRESS: DEFAULT_IDENTITY.address,
      SHOP_EMAIL: DEFAULT_IDENTITY.email,
      SHOP_PHONE: DEFAULT_IDENTITY.phone,
    }
    for (const [name, value] of Object.entries(PLACEHOLDERS)) {
      const refusal = identityRefusal({ ...REAL, [name]: value, NODE_ENV: 'production' })
      expect(refusal, name).toContain(`!!   ${name} = `)
    }
  })

  it('goes ahead with SHOP_ALLOW_PLACEHOLDER=1, with a real identity, or outside production', () => {
    expect(identityRefusal({ NODE_ENV: 'production', SHOP_ALLOW_PLACEHOLDER: '1' })).toBeNull()
    expect(identityRefusal({ ...REAL, NODE_ENV: 'production' })).toBeNull()
    expect(identityRefusal({ ...REAL, SITE_URL: 'https://acme-peptides.com' })).toBeNull()
    // The shop's name, tax id and emergency number only warn, in production too.
    const partial = { ...REAL, SHOP_NAME: '', SHOP_TAX_ID: '', SHOP_EMERGENCY_PHONE: '' }
    expect(identityWarning(partial)).toContain('SHOP_TAX_ID')
    expect(identityRefusal({ ...partial, NODE_ENV: 'production' })).toBeNull()
    expect(identityRefusal(NO_IDENTITY)).toBeNull()
    expect(identityRefusal({ SITE_URL: 'http://localhost:4173' })).toBeNull()
    // Anything but 1 is not a yes.
    expect(
      identityRefusal({ NODE_ENV: 'production', SHOP_ALLOW_PLACEHOLDER: 'yes' }),
    ).not.toBeNull()
  })

  it('stops npm run build before its first step, exit code 1', () => {
    // Settings the runner may carry are cleared, so only these decide.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^(SHOP_|SITE_URL$|VITE_SITE_URL$)/.test(name),
      ),
    )
    const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.js')], {
      cwd: ROOT,
      env: {
        ...env,
        NODE_ENV: 'production',
        OUT_DIR: path.join(ROOT, 'node_modules/.cache/refused-build'),
      },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain("!! THE SHOP'S IDENTITY IS STILL A PLACEHOLDER")
    expect(run.stderr).toContain('!!   SHOP_EMAIL = orders@example.com')
    expect(run.stderr).toContain('SHOP_ALLOW_PLACEHOLDER=1 npm run build')
    // No step ran: vite prints its banner first.
    expect(run.stdout).not.toMatch(/vite/i)
  })
})

// The business areas of server/ and how they may meet, held by eslint-plugin-import-x's
// `no-restricted-paths` (zones made here) and `no-cycle` (eslint.config.js):
// - an area's tables.ts is its own: only its own files, another area's tables.ts (a foreign key)
//   and server/schema.ts (which gathers every table for drizzle) may import it;
// - every other file reaches an area through its index (or an entry AREA_ENTRIES names);
// - an area imports only the areas AREA_USES lists for it, and that list has no circle
//   (config/server-areas.test.js), so no two areas depend on each other both ways.
// Tests may reach inside the area they test: eslint.config.js leaves them out.

/**
 * The areas, each with the areas it may use. Payments build on orders; orders ask fulfilment for
 * lots, operators for who acted, and mail to queue messages; the catalogue asks operators who
 * acted (the orders area's answers reach it as functions passed in); operators queue their
 * invitations' mail; documents (the PDFs' layout and fonts) serve payments and quotes; the shop's
 * settings (shop) are printed by payments' and quotes' documents as they were made; mail imports no area (it is given
 * views: docs/architecture.md, "How areas meet").
 */
export const AREA_USES = {
  payments: ['orders', 'operators', 'documents', 'mail', 'shop'],
  quotes: ['payments', 'orders', 'operators', 'documents', 'mail', 'shop'],
  orders: ['fulfilment', 'operators', 'mail'],
  messages: ['mail'],
  catalogue: ['operators'],
  reports: [],
  audit: [],
  fulfilment: [],
  operators: ['mail'],
  documents: ['mail'],
  mail: [],
  shop: [],
}

export const SERVER_AREAS = Object.keys(AREA_USES)

/** An area's other doors besides its index: the mail area's sender, for the jobs (jobs.ts). */
export const AREA_ENTRIES = { mail: ['sender.ts'] }

const FILES = '{ts,js}'

/** Every server file outside `area` (tests are left out by the config that uses the zones). */
const outside = (area) => [`server/*.${FILES}`, `server/!(${area})/**/*.${FILES}`]

/** The folders above the kernel: the areas and what composes them. */
const ABOVE_KERNEL = [...SERVER_AREAS, 'workflows', 'api', 'console', 'serving', 'admin']

/** The kernel and the database handle stand below every area: they import none of them. */
const KERNEL_ZONE = {
  target: [`server/kernel/**/*.${FILES}`, `server/db/**/*.${FILES}`],
  from: [...ABOVE_KERNEL.map((folder) => `server/${folder}/**/*.${FILES}`), `server/*.${FILES}`],
  message:
    'The kernel (server/kernel, server/db) imports no area and nothing above it: pass what it needs in.',
}

/** The `no-restricted-paths` zones that hold the areas apart (paths from the project root). */
export function serverAreaZones() {
  return [
    KERNEL_ZONE,
    ...SERVER_AREAS.flatMap((area) => {
      const others = SERVER_AREAS.filter((other) => other !== area)
      const forbidden = others.filter((other) => !AREA_USES[area].includes(other))
      return [
        {
          target: [`server/!(schema).${FILES}`, `server/!(${area})/**/!(tables).${FILES}`],
          from: `server/${area}/tables.ts`,
          message: `The ${area} area's tables are its own: ask it through its index with a function that takes the transaction.`,
        },
        {
          target: outside(area),
          from: `server/${area}`,
          except: ['./index.ts', './tables.ts', ...(AREA_ENTRIES[area] ?? []).map((e) => `./${e}`)],
          message: `Import the ${area} area through its index ('server/${area}').`,
        },
        ...(forbidden.length === 0
          ? []
          : [
              {
                target: `server/${area}/**/*.${FILES}`,
                from: forbidden.map((other) => `server/${other}`),
                message: `The ${area} area may use ${AREA_USES[area].join(', ') || 'no other area'} (config/server-areas.js): pass the function in, or move the shared part below both.`,
              },
            ]),
      ]
    }),
  ]
}

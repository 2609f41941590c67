import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vitest/config'
import { buildManifestPlugin } from './config/build-manifest.js'
import { paymentTermsDays } from './config/payment-terms.js'
import { shopIdentity } from './config/shop-identity.js'
import { geoEndpoint, orderDeskEnabled, orderDeskOrigin, siteUrl } from './config/site.js'

/** What the chunking hook below needs of Rolldown's chunking context. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

const BOOT = fileURLToPath(new URL('./src/boot.tsx', import.meta.url))

/**
 * The chunk for every module that src/boot.tsx needs at start, so the app starts from two
 * files instead of a dozen small shared ones (Rolldown would split each module that a page
 * also imports into a chunk of its own). Page chunks import what they share with it from it.
 * The set is closed under static imports, so the group need not pull in dependencies itself;
 * it is worked out once per build process (`vite build` runs once per process here).
 */
function startupChunk(id: string, ctx: ChunkingContext): string | null {
  startupModules ??= reachableStatically(BOOT, ctx)
  // lucide-react's index imports every icon, so each icon is "reachable" from the startup code;
  // left to Rolldown, an icon goes with the code that uses it (a page's icons with the page).
  if (ICON.test(id)) return null
  // Vite's preload helper stays with the entry HTML's loader, which needs it first.
  return startupModules.has(id) && id !== BOOT && !id.includes('preload-helper') ? 'startup' : null
}
let startupModules: Set<string> | undefined
const ICON = /\/lucide-react\/dist\/esm\/icons\//

function reachableStatically(from: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>()
  const queue = [from]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

export default defineConfig({
  plugins: [react(), tailwindcss(), buildManifestPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    'import.meta.env.VITE_GEO_ENDPOINT': JSON.stringify(geoEndpoint()),
    'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrl()),
    'import.meta.env.VITE_ORDER_DESK': JSON.stringify(orderDeskEnabled() ? 'on' : 'off'),
    'import.meta.env.VITE_ORDER_DESK_ORIGIN': JSON.stringify(orderDeskOrigin()),
    // The SHOP_* settings of this build (config/shop-identity.js), the same the manifest records.
    'import.meta.env.VITE_SHOP_IDENTITY': JSON.stringify(JSON.stringify(shopIdentity())),
    // PAYMENT_TERMS_DAYS (config/payment-terms.js), stated on the terms and about pages.
    'import.meta.env.VITE_PAYMENT_TERMS_DAYS': JSON.stringify(String(paymentTermsDays())),
    // Fixed at build, so a prerendered page and its hydration never disagree on the year.
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every supported browser knows modulepreload.
    modulePreload: { polyfill: false },
    // One stylesheet: scripts/prerender.js inlines the part each page uses, and the loader adds
    // the whole of it before the app starts. Split per chunk, the chunks loaded after the entry
    // would each fetch a stylesheet of their own and restyle the page.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // A name given by a function needs a label of its own in Rolldown's reports.
            { name: startupChunk, debugName: 'startup', includeDependenciesRecursively: false },
            // The form's pieces, one chunk: the checkout and the contact and quote forms each
            // load them all, and one file costs less than five.
            {
              name: 'forms',
              test: /src\/components\/ui\/(Field|CheckboxField|FormAlert|useFormValidation|AddressFields)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  preview: { port: 4173 },
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.{js,ts}',
      'scripts/**/*.test.{js,ts}',
      'config/**/*.test.js',
    ],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Most files wait on a database or a child server rather than the CPU, so two run side by
    // side even on a 2-core machine (Vitest's default there is one: 260 s against 183 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A test over the real server, database and a mail server does a few dozen requests; two
    // such files side by side on two cores take some of them past Vitest's 5 s.
    testTimeout: 15_000,
  },
})

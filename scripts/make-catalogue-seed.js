// Writes the catalogue's first content, the spec's seven products with their pictures, as the
// migration server/db/migrations/0008_catalogue_seed.sql (docs/DECISIONS.md, "Running the
// catalogue"): from src/data/spec-catalogue.ts, the file the static build bundles, and the
// pictures in public/images/products. server/catalogue/seed.db.test.ts checks the file is in
// step with both.
//
//   node scripts/make-catalogue-seed.js
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const SEED_MIGRATION = path.join(root, 'server/db/migrations/0008_catalogue_seed.sql')
const WIDTHS = [320, 480, 800]
const TYPES = { webp: 'image/webp', avif: 'image/avif' }

/** A picture file's address hash: the first 20 hex digits of its sha256 (as uploads get). */
export const mediaHash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 20)

const literal = (value) =>
  value === null || value === undefined ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`

/** The spec's products, read through Vite so the `@/` imports resolve. */
export async function specProducts() {
  const config = { configFile: false, resolve: { alias: { '@': path.join(root, 'src') } } }
  const { module } = await runnerImport(path.join(root, 'src/data/spec-catalogue.ts'), config)
  return module.SPEC_PRODUCTS
}

/** The migration's SQL for these products. */
export function seedSql(products) {
  const media = []
  const rows = products.map((product, position) => {
    const picture = { webp: [], avif: [] }
    for (const ext of ['webp', 'avif']) {
      for (const width of WIDTHS) {
        const bytes = readFileSync(
          path.join(root, 'public/images/products', `${product.id}-${width}.${ext}`),
        )
        const hash = mediaHash(bytes)
        picture[ext].push({ width, hash })
        media.push(
          `(${literal(hash)}, ${literal(TYPES[ext])}, ${width}, '\\x${bytes.toString('hex')}'::bytea)`,
        )
      }
    }
    const d = product.details
    const destinations = (product.shippingDestinations ?? []).map(({ id, name, description }) => ({
      id,
      name,
      description,
    }))
    return `(${[
      literal(product.id),
      position + 1,
      literal(product.name),
      literal(product.description),
      literal(product.category),
      literal(product.purity),
      product.priceCents,
      literal(d.size),
      literal(d.cas),
      literal(d.sequence),
      literal(d.molecularFormula),
      literal(d.molecularWeight),
      literal(d.alsoKnownAs),
      literal(d.storage),
      `${literal(JSON.stringify(destinations))}::jsonb`,
      `${literal(JSON.stringify(picture))}::jsonb`,
      product.onSale ? 'true' : 'false',
    ].join(', ')})`
  })
  return `-- The catalogue's first content: the spec's seven products and their pictures. Made by
-- scripts/make-catalogue-seed.js from src/data/spec-catalogue.ts; do not edit by hand.
INSERT INTO "catalogue_products" ("id", "position", "name", "description", "category", "purity", "price_cents", "size", "cas", "sequence", "molecular_formula", "molecular_weight", "also_known_as", "storage", "destinations", "picture", "on_sale") VALUES
${rows.join(',\n')};
--> statement-breakpoint
INSERT INTO "catalogue_media" ("hash", "content_type", "width", "bytes") VALUES
${media.join(',\n')}
ON CONFLICT ("hash") DO NOTHING;
--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 1);
`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const products = await specProducts()
  writeFileSync(SEED_MIGRATION, seedSql(products))
  console.log(`${products.length} products in ${path.relative(root, SEED_MIGRATION)}`)
}

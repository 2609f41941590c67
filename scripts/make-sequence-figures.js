// Writes each product's sequence figure (src/lib/sequence-figure.js) as an SVG file, the picture
// of the peptide itself on its product page.
//
//   node scripts/make-sequence-figures.js [outDir]   (default: $OUT_DIR/images/sequences)
//
// scripts/build.js runs it for every build; its output is not committed.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'
import { figurePath, sequenceFigureSvg } from '../src/lib/sequence-figure.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function main() {
  const outDir = path.resolve(
    process.argv[2] ??
      path.join(path.resolve(root, process.env.OUT_DIR || 'dist'), 'images/sequences'),
  )
  const config = { configFile: false, resolve: { alias: { '@': path.join(root, 'src') } } }
  const load = async (file) => (await runnerImport(path.join(root, file), config)).module
  const [{ SPEC_PRODUCTS: PRODUCTS }, { sequenceStructure }] = await Promise.all([
    load('src/data/spec-catalogue.ts'),
    load('src/domain/catalogue/sequence-structures.ts'),
  ])
  await mkdir(outDir, { recursive: true })
  for (const product of PRODUCTS) {
    // The wide figure (desktop) and the phone's (narrower rows, larger type, key in the page).
    for (const variant of ['wide', 'phone']) {
      await writeFile(
        path.join(outDir, path.basename(figurePath(product.id, variant))),
        sequenceFigureSvg(product, sequenceStructure(product.id), variant),
      )
    }
  }
  console.log(`${PRODUCTS.length} sequence figures in ${path.relative(root, outDir) || '.'}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main()
}

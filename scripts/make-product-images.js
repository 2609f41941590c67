// Draws the shop's product images: one vial illustration per product, in one visual style,
// written as AVIF and WebP at the responsive widths the site asks for. (Each product's
// specification sheet is written by scripts/make-spec-sheets.js, and its sequence figure by
// scripts/make-sequence-figures.js, both at build time.)
//
//   node scripts/make-product-images.js
//
// The catalogue is read from src/domain/catalogue/products.ts through Vite, so labels and sizes always
// match the data. Output is committed; run again after changing a product.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { runnerImport } from 'vite'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const imageDir = path.join(root, 'public/images/products')

/** Widths of the responsive set; keep in step with src/lib/product-image.ts. */
export const WIDTHS = [320, 480, 800]
/** The width also written as the plain `{id}.webp` the catalogue's `image` field names. */
const DEFAULT_WIDTH = 480
const SIZE = 800
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"
const ACCENT = '#0f4c81'

function escapeXml(text) {
  return String(text).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The vial drawing for one product, as an 800 x 800 SVG. */
export function vialSvg(product) {
  const name = escapeXml(product.name)
  // Long names get a smaller type size so every label keeps the same margins.
  const nameSize = Math.min(64, Math.floor(270 / (product.name.length * 0.72)))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" fill="#f1f5f9"/>
  <ellipse cx="400" cy="716" rx="210" ry="22" fill="#e2e8f0"/>
  <rect x="318" y="70" width="164" height="96" rx="14" fill="${ACCENT}"/>
  <rect x="318" y="150" width="164" height="16" fill="#0b3a63"/>
  <rect x="338" y="166" width="124" height="40" fill="#cbd5e1"/>
  <rect x="222" y="206" width="356" height="504" rx="44" fill="#ffffff" stroke="#94a3b8" stroke-width="6"/>
  <rect x="548" y="236" width="12" height="440" rx="6" fill="#e2e8f0"/>
  <rect x="246" y="610" width="308" height="76" rx="26" fill="#f8fafc" stroke="#e2e8f0" stroke-width="4"/>
  <rect x="250" y="286" width="290" height="290" rx="8" fill="#ffffff" stroke="#cbd5e1" stroke-width="3"/>
  <rect x="250" y="286" width="290" height="40" rx="8" fill="${ACCENT}"/>
  <rect x="250" y="310" width="290" height="16" fill="${ACCENT}"/>
  <text x="395" y="314" font-family="${FONT}" font-size="18" font-weight="700" fill="#ffffff" text-anchor="middle" letter-spacing="2">RESEARCH USE ONLY</text>
  <text x="395" y="${398 + Math.round(nameSize / 3)}" font-family="${FONT}" font-size="${nameSize}" font-weight="700" fill="#0f172a" text-anchor="middle">${name}</text>
  <line x1="275" y1="460" x2="515" y2="460" stroke="#cbd5e1" stroke-width="3"/>
  <text x="395" y="506" font-family="${FONT}" font-size="38" font-weight="700" fill="#1e293b" text-anchor="middle">${escapeXml(product.details.size)}</text>
  <text x="395" y="552" font-family="${FONT}" font-size="20" fill="#334155" text-anchor="middle">Purity ${escapeXml(product.purity)} · Lyophilised</text>
</svg>`
}

async function main() {
  const { module } = await runnerImport(path.join(root, 'src/domain/catalogue/products.ts'))
  await mkdir(imageDir, { recursive: true })
  for (const product of module.PRODUCTS) {
    const svg = Buffer.from(vialSvg(product))
    for (const width of WIDTHS) {
      const base = sharp(svg, { density: 72 * (width / SIZE) * 2 }).resize(width, width)
      const webp = await base.clone().webp({ quality: 78, effort: 6 }).toBuffer()
      const avif = await base.clone().avif({ quality: 55, effort: 6 }).toBuffer()
      await writeFile(path.join(imageDir, `${product.id}-${width}.webp`), webp)
      await writeFile(path.join(imageDir, `${product.id}-${width}.avif`), avif)
      if (width === DEFAULT_WIDTH) await writeFile(path.join(imageDir, `${product.id}.webp`), webp)
      console.log(`${product.id} ${width}px: webp ${webp.length} B, avif ${avif.length} B`)
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main()
}

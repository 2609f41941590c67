// The sequence figure of a product (scripts/make-sequence-figures.js writes one SVG per product
// at build time; the product page shows it): the residues in three-letter boxes in chain order,
// the termini (a free amine "H", an N-terminal acetyl "Ac", a free acid "OH", a C-terminal amide
// "NH2"), D-amino acids set apart, and the bridges between side chains (a disulfide, a lactam)
// drawn between their residues. Everything comes from a product's structure (src/domain/catalogue/sequence-structures.ts), which a
// test holds to the identity data (docs/reference/peptide-identity.md): what the data does not
// state is not drawn. Plain JavaScript, so the build script and the app share it.

/**
 * Where the product page finds a product's figure: the wide one beside the vial on a desktop, or
 * the phone's (`'phone'`), drawn narrower with larger text, so that scaled down to a 390 px
 * screen its residue numbers still read at 12 px or more; its key is the page's text.
 */
export const figurePath = (id, variant = 'wide') =>
  `/images/sequences/${id}${variant === 'phone' ? '-phone' : ''}.svg`

/** Each variant's residues per row (up to), and its type sizes in the figure's own units. */
const VARIANTS = {
  wide: { perRow: 6, oneLine: 8, number: 12, numberDrop: 15, heading: 16, count: 14, legend: true },
  phone: {
    perRow: 4,
    oneLine: 4,
    number: 16,
    numberDrop: 18,
    heading: 18,
    count: 16,
    legend: false,
  },
}

// The shop's one style (DESIGN.md): white and slate, one accent, the system font stack.
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif"
const ACCENT = '#0f4c81'
const INK = '#0f172a'
const MUTED = '#475569'
const LINE = '#94a3b8'

/**
 * Residues in a row: a short peptide (up to 8) on one line, a longer one in rows of 6, each
 * row running back the other way, as a chain folds on a page, so the figure stays readable in
 * a phone's column.
 */
export const rowLength = (count, variant = 'wide') => {
  const { perRow, oneLine } = VARIANTS[variant]
  return count <= oneLine ? count : perRow
}
const BOX_W = 64
const BOX_H = 40
const GAP = 14
const STEP = BOX_W + GAP
const ROW_GAP = 54
const ROW_STEP = BOX_H + ROW_GAP
const MARGIN_X = 64
/** The left edge of the heading and the key. */
const EDGE = 24
const TOP = 60
/** Room above a row for a bridge between two of its residues. */
const BRIDGE_HEADROOM = 26

const TERMINUS = {
  H: { label: 'H', legend: 'H: free N-terminal amine' },
  Ac: { label: 'Ac', legend: 'Ac: N-terminal acetyl' },
  OH: { label: 'OH', legend: 'OH: free C-terminal acid' },
  NH2: { label: 'NH\u2082', legend: 'NH\u2082: C-terminal amide' },
}
const BRIDGE = {
  disulfide: { label: 'S\u2013S', name: 'disulfide bridge' },
  lactam: { label: 'lactam', name: 'lactam bridge (side chains)' },
}

function escapeXml(text) {
  return String(text).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * Where each residue's box sits: its row, its column and the box's top-left corner. Rows run
 * left to right and right to left in turn, so each residue stays beside the next.
 */
export function layout(structure, variant = 'wide') {
  const perRow = Math.max(1, rowLength(structure.residues.length, variant))
  const rowsWithBridge = new Set()
  const place = (index) => {
    const row = Math.floor(index / perRow)
    const inRow = index % perRow
    const column = row % 2 === 0 ? inRow : perRow - 1 - inRow
    return { row, column }
  }
  for (const { from, to } of structure.bridges) {
    const a = place(from - 1)
    const b = place(to - 1)
    if (a.row === b.row) rowsWithBridge.add(a.row)
  }
  let y = TOP
  const rowTop = []
  const rows = Math.ceil(structure.residues.length / perRow)
  for (let row = 0; row < rows; row++) {
    if (rowsWithBridge.has(row)) y += BRIDGE_HEADROOM
    rowTop.push(y)
    y += ROW_STEP
  }
  const boxes = structure.residues.map((code, index) => {
    const { row, column } = place(index)
    return { code, number: index + 1, row, column, x: MARGIN_X + column * STEP, y: rowTop[row] }
  })
  const columns = Math.min(perRow, structure.residues.length)
  return {
    boxes,
    width: MARGIN_X * 2 + columns * STEP - GAP,
    bottom: y - ROW_GAP,
  }
}

/** A key to what is drawn: only the marks this figure uses. */
export function legendOf(structure) {
  const legend = []
  if (structure.nTerminus) legend.push(TERMINUS[structure.nTerminus].legend)
  if (structure.cTerminus) legend.push(TERMINUS[structure.cTerminus].legend)
  if (structure.residues.some((code) => code.startsWith('D-'))) legend.push('Shaded: D-amino acid')
  for (const bridge of structure.bridges) {
    const a = structure.residues[bridge.from - 1]
    const b = structure.residues[bridge.to - 1]
    legend.push(
      `${BRIDGE[bridge.kind].label}: ${BRIDGE[bridge.kind].name}, ${a}${bridge.from}\u2013${b}${bridge.to}`,
    )
  }
  return legend
}

/**
 * The figure's size in CSS pixels, so a page can reserve its space before the file arrives.
 * @param {import('@/data/types').SequenceStructure} structure
 * @returns {{ width: number, height: number }}
 */
export function figureSize(structure, variant = 'wide') {
  const { width, bottom } = layout(structure, variant)
  if (!VARIANTS[variant].legend) return { width, height: bottom + 32 }
  const lines = legendOf(structure).length
  return { width, height: bottom + 48 + Math.max(0, lines - 1) * 22 + 24 }
}

/** The figure's text alternative: the sequence as text, with what the figure shows. */
export function figureDescription(product, structure) {
  const parts = [`Sequence of ${product.name}: ${product.details.sequence}.`]
  for (const bridge of structure.bridges) {
    const a = structure.residues[bridge.from - 1]
    const b = structure.residues[bridge.to - 1]
    parts.push(`${BRIDGE[bridge.kind].name} between ${a}${bridge.from} and ${b}${bridge.to}.`)
  }
  return parts.join(' ')
}

/** The figure of one product's sequence, as an SVG document. */
export function sequenceFigureSvg(product, structure, variant = 'wide') {
  const type = VARIANTS[variant]
  const { boxes, width, bottom } = layout(structure, variant)
  const out = []
  const centre = (box) => ({ x: box.x + BOX_W / 2, y: box.y + BOX_H / 2 })

  // Bonds along the chain, under the boxes.
  for (let i = 1; i < boxes.length; i++) {
    const a = centre(boxes[i - 1])
    const b = centre(boxes[i])
    out.push(
      `<line class="bond" x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${LINE}" stroke-width="3"/>`,
    )
  }

  // The termini, written at the chain's two ends.
  const terminus = (kind, box, end) => {
    if (!kind) return
    const { label } = TERMINUS[kind]
    const rightward = box.row % 2 === 0 ? end === 'C' : end === 'N'
    const x = rightward ? box.x + BOX_W + 8 : box.x - 8
    const lineX = rightward ? box.x + BOX_W : box.x
    const tickX = rightward ? lineX + 6 : lineX - 6
    out.push(
      `<g class="terminus" data-terminus="${end}" data-kind="${kind}">` +
        `<line x1="${lineX}" y1="${box.y + BOX_H / 2}" x2="${tickX}" y2="${box.y + BOX_H / 2}" stroke="${LINE}" stroke-width="3"/>` +
        `<text x="${rightward ? x : x}" y="${box.y + BOX_H / 2 + 6}" font-size="17" font-weight="600" fill="${INK}" text-anchor="${rightward ? 'start' : 'end'}">${escapeXml(label)}</text></g>`,
    )
  }
  if (boxes.length) {
    terminus(structure.nTerminus, boxes[0], 'N')
    terminus(structure.cTerminus, boxes[boxes.length - 1], 'C')
  }

  // The bridges between side chains, in the accent colour.
  for (const bridge of structure.bridges) {
    const a = boxes[bridge.from - 1]
    const b = boxes[bridge.to - 1]
    const { label } = BRIDGE[bridge.kind]
    const attrs = `class="bridge" data-kind="${bridge.kind}" data-from="${bridge.from}" data-to="${bridge.to}"`
    let path
    let labelAt
    if (a.row === b.row) {
      // A bracket over the row.
      const top = a.y - BRIDGE_HEADROOM + 4
      const ax = a.x + BOX_W / 2
      const bx = b.x + BOX_W / 2
      path = `M${ax} ${a.y} V${top} H${bx} V${b.y}`
      labelAt = { x: (ax + bx) / 2, y: top }
    } else {
      // Down from the upper box, along the gap below its row, down to the lower box.
      const [upper, lower] = a.row < b.row ? [a, b] : [b, a]
      const ux = upper.x + BOX_W / 2
      const lx = lower.x + BOX_W / 2
      const across = upper.y + BOX_H + 32
      path = `M${ux} ${upper.y + BOX_H} V${across} H${lx} V${lower.y}`
      labelAt = { x: (ux + lx) / 2, y: across }
    }
    const labelWidth = label.length * 9 + 14
    out.push(
      `<g ${attrs}><path d="${path}" fill="none" stroke="${ACCENT}" stroke-width="3"/>` +
        `<rect x="${labelAt.x - labelWidth / 2}" y="${labelAt.y - 11}" width="${labelWidth}" height="22" rx="4" fill="#ffffff" stroke="${ACCENT}" stroke-width="1.5"/>` +
        `<text x="${labelAt.x}" y="${labelAt.y + 5}" font-size="14" font-weight="600" fill="${ACCENT}" text-anchor="middle">${escapeXml(label)}</text></g>`,
    )
  }

  // The residues: a box each, a D-amino acid shaded and marked, its number beneath.
  const bridged = new Set(structure.bridges.flatMap(({ from, to }) => [from, to]))
  for (const box of boxes) {
    const dForm = box.code.startsWith('D-')
    const fill = dForm ? '#e0ecf7' : '#ffffff'
    const stroke = bridged.has(box.number) ? ACCENT : '#64748b'
    const size = box.code.length > 4 ? 15 : 17
    out.push(
      `<g class="residue" data-number="${box.number}" data-code="${escapeXml(box.code)}"${dForm ? ' data-form="D"' : ''}>` +
        `<rect x="${box.x}" y="${box.y}" width="${BOX_W}" height="${BOX_H}" rx="6" fill="${fill}" stroke="${stroke}" stroke-width="2"/>` +
        `<text x="${box.x + BOX_W / 2}" y="${box.y + BOX_H / 2 + 6}" font-size="${size}" font-weight="600" fill="${INK}" text-anchor="middle">${escapeXml(box.code)}</text>` +
        // The number at the box's lower left, clear of the bonds and bridges leaving its centre.
        `<text class="number" x="${box.x + 3}" y="${box.y + BOX_H + type.numberDrop}" font-size="${type.number}" fill="${MUTED}">${box.number}</text></g>`,
    )
  }

  const legend = type.legend ? legendOf(structure) : []
  const { height } = figureSize(structure, variant)
  const legendTop = bottom + 48
  const legendLines = legend.map(
    (line, i) =>
      `<text class="legend" x="${EDGE}" y="${legendTop + i * 22}" font-size="14" fill="${MUTED}">${escapeXml(line)}</text>`,
  )
  const count = structure.residues.length

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title desc" font-family="${FONT}">
<title id="title">${escapeXml(`${product.name}: sequence`)}</title>
<desc id="desc">${escapeXml(figureDescription(product, structure))}</desc>
<rect width="${width}" height="${height}" fill="#f8fafc"/>
<text x="${EDGE}" y="32" font-size="${type.heading}" font-weight="600" fill="${INK}">Sequence</text>
<text x="${width - EDGE}" y="32" font-size="${type.count}" fill="${MUTED}" text-anchor="end">${count} residues</text>
${out.join('\n')}
${legendLines.join('\n')}
</svg>
`
}

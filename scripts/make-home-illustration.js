// Renders the home page's picture panel: a flat laboratory-bench illustration (flask, vial
// rack, pipette and a chromatogram) drawn as SVG and saved as small WebP files with sharp, one
// per width of the responsive set (laboratory-bench-400.webp, -600 and -800).
// Usage: node scripts/make-home-illustration.js [output-folder]
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

const outDir = process.argv[2] ?? 'public/images/home'
const WIDTHS = [400, 600, 800]
const W = 800
const H = 600

const vial = (x, fill) => `
  <g transform="translate(${x} 0)">
    <rect x="0" y="300" width="34" height="110" rx="6" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/>
    <rect x="3" y="350" width="28" height="57" rx="4" fill="${fill}"/>
    <rect x="-3" y="286" width="40" height="18" rx="4" fill="#0f4c81"/>
    <rect x="5" y="318" width="24" height="16" rx="2" fill="#e2e8f0"/>
  </g>`

// Gaussian peaks of an HPLC trace, sampled as a polyline.
const peaks = [
  [0.18, 0.12, 0.02],
  [0.42, 0.95, 0.018],
  [0.55, 0.18, 0.015],
  [0.78, 0.08, 0.02],
]
const trace = Array.from({ length: 161 }, (_, i) => {
  const u = i / 160
  const y = peaks.reduce((sum, [c, h, w]) => sum + h * Math.exp(-((u - c) ** 2) / (2 * w * w)), 0)
  return `${(470 + u * 270).toFixed(1)},${(250 - y * 150).toFixed(1)}`
}).join(' ')

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#f1f5f9"/>
  <rect x="0" y="430" width="${W}" height="170" fill="#cbd5e1"/>
  <rect x="0" y="430" width="${W}" height="10" fill="#94a3b8"/>

  <!-- chromatogram on a monitor -->
  <rect x="440" y="60" width="330" height="230" rx="12" fill="#0f172a"/>
  <rect x="455" y="75" width="300" height="200" rx="4" fill="#1e293b"/>
  <g stroke="#334155" stroke-width="1">
    ${[110, 150, 190, 230].map((y) => `<line x1="460" y1="${y}" x2="750" y2="${y}"/>`).join('')}
  </g>
  <polyline points="${trace}" fill="none" stroke="#7dd3fc" stroke-width="3" stroke-linejoin="round"/>
  <rect x="585" y="290" width="40" height="128" fill="#475569"/>
  <rect x="545" y="416" width="120" height="14" rx="4" fill="#475569"/>

  <!-- Erlenmeyer flask -->
  <path d="M120 170 h60 v70 l70 150 a22 22 0 0 1 -20 30 h-160 a22 22 0 0 1 -20 -30 l70 -150 z"
        fill="#ffffff" stroke="#64748b" stroke-width="4" stroke-linejoin="round"/>
  <path d="M96 330 h108 l36 78 a10 10 0 0 1 -9 14 h-162 a10 10 0 0 1 -9 -14 z" fill="#38bdf8" opacity="0.55"/>
  <rect x="112" y="156" width="76" height="18" rx="5" fill="#64748b"/>
  <circle cx="150" cy="372" r="7" fill="#ffffff" opacity="0.7"/>
  <circle cx="172" cy="392" r="5" fill="#ffffff" opacity="0.7"/>

  <!-- vial rack -->
  <rect x="270" y="395" width="250" height="30" rx="6" fill="#475569"/>
  ${vial(285, '#7dd3fc')}${vial(335, '#a5b4fc')}${vial(385, '#5eead4')}${vial(435, '#7dd3fc')}
  <rect x="270" y="340" width="250" height="12" rx="4" fill="#64748b" opacity="0.85"/>

  <!-- pipette in its stand -->
  <rect x="690" y="300" width="60" height="10" rx="3" fill="#64748b"/>
  <rect x="715" y="305" width="10" height="125" fill="#64748b"/>
  <rect x="690" y="418" width="60" height="12" rx="3" fill="#475569"/>
  <rect x="706" y="190" width="28" height="110" rx="10" fill="#0f4c81"/>
  <rect x="712" y="170" width="16" height="26" rx="6" fill="#334155"/>
  <path d="M710 310 h20 l-6 95 h-8 z" fill="#e2e8f0" stroke="#94a3b8" stroke-width="2"/>
</svg>`

await mkdir(outDir, { recursive: true })
for (const width of WIDTHS) {
  const out = path.join(outDir, `laboratory-bench-${width}.webp`)
  const info = await sharp(Buffer.from(svg))
    .resize(width)
    .webp({ quality: 78, effort: 6 })
    .toFile(out)
  console.log(`${out}: ${info.width}x${info.height}, ${info.size} bytes`)
}

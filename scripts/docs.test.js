// @vitest-environment node
// The docs tell the truth about the tree: every file or folder a page names in code marks
// (`server/api/desk-api.ts`) exists, every link between pages leads to a page and a heading that
// exist, and docs/settings.md is what .env.example makes it.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { settingsDoc } from './make-settings-doc.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The pages checked: the README and docs/, the spec and its references aside (not ours to edit). */
const PAGES = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'), { recursive: true })
    .map((file) => path.join('docs', String(file)))
    .filter((file) => file.endsWith('.md') && !/^docs\/(?:spec|reference)\//.test(file)),
  'deploy/nginx/README.md',
]

const TOP = '(?:server|src|scripts|e2e|docs|deploy|config|admin|public|\\.ci)'
// A path in code marks: a top folder and at least one more part, or a file at the root.
const PATH_MARK = new RegExp(`\`(${TOP}/[\\w./@-]*|[\\w.-]+\\.(?:json|js|ts|md|example|sh))\``, 'g')

/** GitHub's anchor for a heading. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

function anchors(file) {
  const text = readFileSync(path.join(root, file), 'utf8')
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1].replace(/`/g, ''))))
}

/** Every file name in the tree: a page may name a file without its folder. */
const NAMES = new Set(
  ['src', 'server', 'scripts', 'e2e', 'config', 'admin', 'deploy', 'docs', 'public', '.ci']
    .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true }))
    .map((file) => path.basename(String(file)))
    .concat(readdirSync(root)),
)
/** Files the build writes (in dist/), which a fresh clone does not have. */
const BUILT = new Set(['admin.json', '.build-manifest.json'])

describe.each(PAGES)('%s', (page) => {
  const text = readFileSync(path.join(root, page), 'utf8')
  // Code blocks show commands and examples, not claims about the tree.
  const prose = text.replace(/^```[\s\S]*?^```/gm, '')

  // A superseded decision record is history: it names the files of its day, and says which
  // record took its place.
  const supersededBy = /^Status: superseded by \[[^\]]+\]\(([^)]+)\)/m.exec(text)?.[1]

  it('names only files and folders that exist', () => {
    if (supersededBy) {
      expect(existsSync(path.join(root, path.dirname(page), supersededBy))).toBe(true)
      return
    }
    const missing = [...prose.matchAll(PATH_MARK)]
      .map((m) => m[1].replace(/[.,:]$/, ''))
      .filter((p) => !/[*{}<>$]/.test(p))
      .filter((p) => {
        if (!p.includes('/'))
          return !NAMES.has(p) && !BUILT.has(p) && !existsSync(path.join(root, p))
        const fromRoot = path.join(root, p)
        const fromPage = path.join(root, path.dirname(page), p)
        return !existsSync(fromRoot) && !existsSync(fromPage)
      })
    expect([...new Set(missing)]).toEqual([])
  })

  it('names only files that exist in its listings and commands', () => {
    const blocks = [...text.matchAll(/^```[\s\S]*?^```/gm)].map((m) => m[0]).join('\n')
    const missing = [
      ...blocks.matchAll(/(?<![\w/.-])([\w-]+(?:\.[\w-]+)*\.(?:tsx?|js|json|md))\b/g),
    ]
      .map((m) => m[1])
      .filter((name) => !NAMES.has(name) && !BUILT.has(name))
    expect([...new Set(missing)]).toEqual([])
  })

  it('links only to pages and headings that exist', () => {
    const broken = []
    for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(?:https?:|mailto:)/.test(target)) continue
      const [file, anchor] = target.split('#')
      const resolved = file ? path.join(path.dirname(page), file) : page
      if (!existsSync(path.join(root, resolved))) broken.push(target)
      else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor))
        broken.push(target)
    }
    expect(broken).toEqual([])
  })
})

it('docs/settings.md is what .env.example makes (node scripts/make-settings-doc.js)', () => {
  const made = settingsDoc(readFileSync(path.join(root, '.env.example'), 'utf8'))
  expect(readFileSync(path.join(root, 'docs/settings.md'), 'utf8')).toBe(made)
})

it('docs/storefront.md names every folder of src/, src/features/ and src/domain/', () => {
  const page = readFileSync(path.join(root, 'docs/storefront.md'), 'utf8')
  const folders = (dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  const unnamed = [
    ...folders('src').filter((name) => !page.includes(`\`src/${name}/\``)),
    ...folders('src/features').filter((name) => !page.includes(`\`${name}/\``)),
    ...folders('src/domain').filter((name) => !page.includes(`\`${name}/\``)),
  ]
  expect(unnamed).toEqual([])
})

describe('docs/architecture.md', () => {
  const text = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')

  it('describes every folder of the console, as its tree has them', () => {
    const folders = readdirSync(path.join(root, 'src/console'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders.length).toBeGreaterThan(5)
    const described = [...text.matchAll(/^ {2}(\w+)\/ {2,}/gm)].map((m) => m[1])
    for (const folder of folders) expect(described, folder).toContain(folder)
  })
})

describe('docs/console.md', () => {
  const text = readFileSync(path.join(root, 'docs/console.md'), 'utf8')
  const app = readFileSync(path.join(root, 'src/console/ConsoleApp.tsx'), 'utf8')

  it('names every folder of the console; each area with pages holds their routes, which the app mounts', () => {
    const folders = readdirSync(path.join(root, 'src/console'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders.length).toBeGreaterThan(5)
    for (const folder of folders) {
      expect(text, folder).toContain(`\`src/console/${folder}/\``)
      const files = readdirSync(path.join(root, 'src/console', folder))
      if (files.some((file) => /Page\.tsx$/.test(file))) {
        expect(files, folder).toContain('routes.tsx')
        expect(app, folder).toContain(`from './${folder}/routes'`)
      }
    }
  })
})

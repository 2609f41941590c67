// `node scripts/make-settings-doc.js`: writes docs/settings.md from .env.example, the one list
// of every setting the shop reads (scripts/env-example.test.js keeps that list whole), so the
// page never says other than the file. scripts/settings-doc.test.js fails while they differ.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const BANNER = /^# -{20,}$/
const VARIABLE = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/

/** docs/settings.md's text for the text of .env.example. */
export function settingsDoc(envExample) {
  const lines = envExample.split('\n')
  const out = [
    '# Settings',
    '',
    'Generated from [`.env.example`](../.env.example) by `node scripts/make-settings-doc.js`: edit',
    'that file, then run the script. Each setting with what it does and its default; a value shown',
    'uncommented there (`set`) is one a production shop sets, the others keep their default.',
    '',
  ]
  let comment = []
  let intro = true
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (BANNER.test(line) && BANNER.test(lines[i + 2] ?? '')) {
      out.push(`## ${lines[i + 1].replace(/^#\s*/, '')}`, '')
      i += 2
      comment = []
      intro = false
      continue
    }
    if (intro) {
      // The file's own opening: how to use it, said once more at the top of the page.
      if (/^#\s{3}\S/.test(line)) out.push('', `    ${line.slice(4)}`, '')
      else if (line.startsWith('#')) out.push(line.replace(/^#\s?/, ''))
      else if (out.at(-1) !== '') out.push('')
      continue
    }
    const variable = VARIABLE.exec(line)
    if (variable) {
      const [, commented, name, value] = variable
      const text = comment.join(' ').replace(/^\.\.\.\s*/, '')
      const example = value ? ` Example: \`${value}\`.` : ''
      out.push(
        `- \`${name}\`${commented ? '' : ' (set)'}: ${text}${text ? '' : 'See above.'}${example}`,
      )
      comment = []
    } else if (line.startsWith('#')) {
      comment.push(line.replace(/^#\s*/, ''))
    } else if (line.trim() === '') {
      // A comment left before a blank line introduces the group that follows.
      if (comment.length) out.push('', comment.join(' '), '')
      comment = []
      if (out.at(-1) !== '') out.push('')
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const doc = settingsDoc(readFileSync(path.join(root, '.env.example'), 'utf8'))
  writeFileSync(path.join(root, 'docs/settings.md'), doc)
  console.log('Wrote docs/settings.md')
}

#!/usr/bin/env node
// How big the source's files and functions are (tests and generated files left out): the files
// over MAX_FILE_LINES lines and the functions (components among them) over MAX_FUNCTION_LINES,
// read with TypeScript's own parser. `node scripts/sizes.js` prints them with their counts;
// `--json` prints the figures alone.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export const MAX_FILE_LINES = 300
export const MAX_FUNCTION_LINES = 150
/** Functions of this many lines or more are counted too, as the issue tracker reads the tree. */
export const LONG_FUNCTION_LINES = 60

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The source files measured: src/, server/ and scripts/, as git has them, tests left out. */
export function sourceFiles() {
  return execFileSync('git', ['ls-files', 'src', 'server', 'scripts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|js)$/.test(file) && !/\.d\.ts$/.test(file))
    .filter((file) => !/\.test\.|(^|\/)test\//.test(file))
}

/** Each function of a file (declared, arrow, expression or method) with its length in lines. */
export function functionsOf(file, text) {
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.js')
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found = []
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line
  function visit(node) {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1
      const name =
        node.name?.getText(source) ??
        (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(source) : '(anonymous)')
      found.push({ file, name, line: lineOf(node.getStart(source)) + 1, lines })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

export function measure(files = sourceFiles()) {
  const longFiles = []
  const functions = []
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8')
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
    if (lines > MAX_FILE_LINES) longFiles.push({ file, lines })
    functions.push(...functionsOf(file, text))
  }
  longFiles.sort((a, b) => b.lines - a.lines)
  functions.sort((a, b) => b.lines - a.lines)
  return {
    files: files.length,
    longFiles,
    longFunctions: functions.filter((f) => f.lines > MAX_FUNCTION_LINES),
    functionsOf60: functions.filter((f) => f.lines >= LONG_FUNCTION_LINES).length,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const m = measure()
  if (process.argv.includes('--json')) {
    console.log(
      JSON.stringify({
        files: m.files,
        filesOver300: m.longFiles.length,
        functionsOver150: m.longFunctions.length,
        functionsOf60OrMore: m.functionsOf60,
      }),
    )
  } else {
    console.log(`${m.files} files; ${m.longFiles.length} over ${MAX_FILE_LINES} lines:`)
    for (const f of m.longFiles) console.log(`  ${String(f.lines).padStart(5)}  ${f.file}`)
    console.log(`${m.longFunctions.length} functions over ${MAX_FUNCTION_LINES} lines:`)
    for (const f of m.longFunctions)
      console.log(`  ${String(f.lines).padStart(5)}  ${f.file}:${f.line} ${f.name}`)
    console.log(`${m.functionsOf60} functions of ${LONG_FUNCTION_LINES} lines or more`)
  }
}

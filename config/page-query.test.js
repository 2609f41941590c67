// @vitest-environment node
// The rule a page must follow for the boot (docs/boot.md), held by the project's ESLint config:
// the query string only through usePageSearchParams.
import path from 'node:path'
import { ESLint } from 'eslint'
import { expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: root })

async function messages(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages.map((m) => m.message).join('\n')
}

it('refuses useSearchParams in a page, and lets the hook that waits for hydration use it', async () => {
  const code =
    "import { useSearchParams } from '@/lib/router'\nexport const read = useSearchParams\n"
  expect(await messages('src/features/catalogue/Anything.tsx', code)).toContain(
    'usePageSearchParams',
  )
  expect(await messages('src/app/Anything.tsx', code)).toContain('usePageSearchParams')
  expect(await messages('src/lib/use-hydrated.ts', code)).not.toContain('usePageSearchParams')
})

// Bundles the TypeScript server with Vite's SSR build (so the `@/` aliases of the shared domain
// resolve), into dist-server/ (SERVER_DIST_DIR). Packages stay in node_modules.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Builds server/main.ts (and the modules scripts import) into outDir. */
export async function buildServerBundle(outDir = process.env.SERVER_DIST_DIR ?? 'dist-server') {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: path.resolve(root, outDir),
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
      rolldownOptions: {
        input: {
          main: path.join(root, 'server/main.ts'),
          app: path.join(root, 'server/app.ts'),
          admin: path.join(root, 'server/admin/cli.ts'),
          // The thread the pages are made on, beside the module that starts it (page-thread.ts).
          'page-worker': path.join(root, 'server/serving/page-worker.js'),
        },
        // Chunks beside the entries: a module finds the page thread's file next to itself.
        output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  })
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServerBundle()

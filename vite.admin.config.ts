// The operator's console: its own entry (admin/index.html -> dist/admin/), built apart from the
// shop so that neither loads a line of the other's code (docs/DECISIONS.md, "Operators").
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    // Runs after the shop's build into the same folder.
    emptyOutDir: false,
    // Under /assets/, so the server's immutable caching of hashed files applies.
    assetsDir: 'assets/console',
    target: 'es2022',
    modulePreload: { polyfill: false },
    copyPublicDir: false,
    rolldownOptions: {
      input: { admin: fileURLToPath(new URL('./admin/index.html', import.meta.url)) },
    },
  },
})

import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vitest/config'
import { geoEndpoint, siteUrl } from './config/site.js'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    'import.meta.env.VITE_GEO_ENDPOINT': JSON.stringify(geoEndpoint()),
    'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrl()),
  },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every supported browser knows modulepreload.
    modulePreload: { polyfill: false },
    // One stylesheet, which scripts/prerender.js inlines into every page. Split per chunk, the
    // chunks loaded after the entry would fetch it again as a stylesheet and restyle the page.
    cssCodeSplit: false,
  },
  preview: { port: 4173 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.{js,ts}', 'scripts/**/*.test.{js,ts}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
})

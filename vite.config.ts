import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import remixConfig from './remix.config.js'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
  build: {
    cssMinify: true,
    // Keep small assets as files so the CSP needs no data: script sources.
    assetsInlineLimit: 0,
  },
  server: {
    // The Express server (server/index.ts) runs Vite as middleware in development.
    hmr: { port: Number(process.env.HMR_PORT ?? 24678) },
  },
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
})

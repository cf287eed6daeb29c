import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Rollup } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import remixConfig from './remix.config.js'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

/** The client entry and the root route: every page loads both (Remix's inputs carry this query). */
const FIRST_LOAD_ENTRIES =
  /\/app\/entry\.client\.tsx$|\/app\/root\.tsx\?__remix-build-client-route$/

/**
 * Every module the client entry or the root route imports (React, React DOM, Remix, the layout)
 * goes into one chunk, `shell`: every page loads all of it anyway, and one file gzips smaller
 * than the seven Rollup would otherwise split it into, whose hashed names other chunks import
 * (decision 027, "First-load JavaScript"). The two entries stay their own small files, as Remix
 * expects; modules only some routes import are split as before.
 */
function shellChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      const entries = [...getModuleIds()].filter((m) => FIRST_LOAD_ENTRIES.test(m))
      if (entries.length !== 2)
        throw new Error(`Expected the client entry and root, found ${entries}`)
      shell = new Set()
      const stack = [...entries]
      while (stack.length) {
        for (const dep of getModuleInfo(stack.pop()!)?.importedIds ?? []) {
          if (shell.has(dep)) continue
          shell.add(dep)
          stack.push(dep)
        }
      }
      for (const entry of entries) shell.delete(entry)
    }
    return shell.has(id) ? 'shell' : undefined
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    cssMinify: true,
    // Keep small assets as files so the CSP needs no data: script sources.
    assetsInlineLimit: 0,
    // The browser's code: terser's output gzips about 4% smaller than esbuild's (decision 027).
    // The server build stays unminified.
    ...(!isSsrBuild && {
      minify: 'terser' as const,
      terserOptions: { ecma: 2020 as const, module: true, compress: { passes: 2 } },
      rollupOptions: { output: { manualChunks: shellChunk() } },
    }),
  },
  server: {
    // The Express server (server/index.ts) runs Vite as middleware in development.
    hmr: { port: Number(process.env.HMR_PORT ?? 24678) },
  },
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
}))

// Bundles server/index.ts (and what it imports from app/server and tests/mocks) into
// server-build/index.js, and each worker-thread task module (app/server/platform/worker-pool.server.ts)
// into server-build/workers/<name>.js. Packages stay external: production installs them.
import { build } from 'esbuild'
import { WORKER_MODULES } from '../app/server/platform/worker-pool.server.ts'

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
} as const

await build({ ...common, entryPoints: ['server/index.ts'], outfile: 'server-build/index.js' })
await build({
  ...common,
  entryPoints: Object.entries(WORKER_MODULES).map(([name, file]) => ({ in: file, out: name })),
  outdir: 'server-build/workers',
})
console.log('Built server-build/index.js and server-build/workers/')

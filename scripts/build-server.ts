// Bundles server/index.ts (and what it imports from app/server and tests/mocks) into
// server-build/index.js. Packages stay external: production installs them.
import { build } from 'esbuild'

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'server-build/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
console.log('Built server-build/index.js')

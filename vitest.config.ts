import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'prisma/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/integration/**/*.test.{ts,tsx}',
    ],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/setup-test-env.ts'],
    pool: 'forks',
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    restoreMocks: true,
  },
})

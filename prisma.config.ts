// Prisma CLI configuration. The JavaScript schema engine (engine: 'js') runs migrations through a
// driver adapter, so no native engine binary is downloaded (see docs/decisions/002-prisma-offline.md).
import { PrismaPg } from 'prisma-adapter-pg-migrate'
import { defineConfig } from 'prisma/config'
import { poolConfigFromUrl } from './prisma/pool-config.ts'

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  async adapter() {
    const url = process.env.DATABASE_URL
    if (!url)
      throw new Error(
        'DATABASE_URL is not set: run Prisma through the npm scripts (npm run db:migrate)',
      )
    return new PrismaPg(poolConfigFromUrl(url))
  },
})

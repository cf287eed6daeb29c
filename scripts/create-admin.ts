/**
 * Makes an admin on the database at DATABASE_URL (or promotes an existing user):
 *   npm run create-admin -- --email owner@example.com --first-name Meera [--password ...]
 * Without --password a strong one is generated and printed once.
 */
import crypto from 'node:crypto'
import { parseArgs } from 'node:util'
import { createPrismaClient } from '../app/server/platform/db.server.ts'
import { hashPassword } from '../app/server/accounts/password.server.ts'

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: '' },
    'last-name': { type: 'string', default: '' },
    password: { type: 'string' },
  },
})

async function main() {
  const url = process.env.DATABASE_URL
  if (!url)
    throw new Error('DATABASE_URL is not set: point it at the database to add the admin to.')
  const email = values.email?.trim().toLowerCase()
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error(
      'Usage: npm run create-admin -- --email you@example.com [--first-name Name] [--password P]',
    )
  }
  const password = values.password ?? crypto.randomBytes(12).toString('base64url')
  if (password.length < 8) throw new Error('The password must be at least 8 characters.')
  const prisma = createPrismaClient(url, 1)
  try {
    const hash = await hashPassword(password)
    const user = await prisma.user.upsert({
      where: { email },
      update: { isAdmin: true, password: { upsert: { create: { hash }, update: { hash } } } },
      create: {
        email,
        firstName: values['first-name'] ?? '',
        lastName: values['last-name'] ?? '',
        isAdmin: true,
        password: { create: { hash } },
      },
    })
    console.log(`Admin ready: ${user.email}`)
    if (!values.password) console.log(`Password (shown once): ${password}`)
  } finally {
    await prisma.$disconnect()
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})

import { hash, verify } from '@node-rs/argon2'

// OWASP's first recommendation for argon2id: 19 MiB memory, 2 iterations, 1 degree of parallelism.
const ARGON2ID = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string) {
  return hash(password, ARGON2ID)
}

export async function verifyPassword(hashed: string, password: string) {
  try {
    return await verify(hashed, password)
  } catch {
    return false
  }
}

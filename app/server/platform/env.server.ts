import { z } from 'zod'

/**
 * Every environment variable the app reads, validated once at start-up. A missing or malformed one
 * stops the server with one line naming it. `.env.example` documents each of them.
 */
const schema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string({
      required_error: 'is required (npm start sets it to the embedded database when unset)',
    })
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL'),
  SESSION_SECRET: z.string().min(16, 'must be at least 16 characters'),
  /** Public base URL of the store, used in emails and payment callbacks. */
  APP_URL: z.string().url().default('http://localhost:3000'),
  /** Start MSW in the server process and fake external services (dev and tests). */
  MOCKS: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((v) => v === 'true'),
  /** Embedded database in use: demo accounts exist and are printed at start. Set by npm start. */
  EMBEDDED_DB: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((v) => v === 'true'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  RAZORPAY_KEY_ID: z.string().default(''),
  RAZORPAY_KEY_SECRET: z.string().default(''),
  RAZORPAY_WEBHOOK_SECRET: z.string().default(''),
  /**
   * Shiprocket (courier bookings, labels, tracking; decision 058). Email and password of an API
   * user; the webhook token is the one typed into Shiprocket's webhook settings (sent back as
   * x-api-key); the pickup location is the name of the warehouse in Shiprocket. Unset: the stand-in
   * on a demo or development server, no booking in production.
   */
  SHIPROCKET_EMAIL: z.string().email().or(z.literal('')).default(''),
  SHIPROCKET_PASSWORD: z.string().default(''),
  SHIPROCKET_WEBHOOK_TOKEN: z
    .string()
    .regex(/^(|.{16,})$/, 'must be at least 16 characters')
    .default(''),
  SHIPROCKET_PICKUP_LOCATION: z.string().max(60).default('Primary'),
  CLOUDINARY_URL: z
    .string()
    .regex(/^(cloudinary:\/\/.+)?$/, 'must look like cloudinary://key:secret@cloud')
    .default(''),
  SMTP_URL: z
    .string()
    .regex(/^(smtps?:\/\/.+)?$/, 'must be an smtp:// or smtps:// URL')
    .default(''),
  MAIL_FROM: z.string().default('PrintStudio <hello@printstudio.in>'),
  SHOP_INBOX: z.string().email().default('hello@printstudio.in'),
  SMS_API_URL: z.string().url().or(z.literal('')).default(''),
  SMS_API_KEY: z.string().default(''),
  UPLOADS_DIR: z.string().default('./data/uploads'),
  /**
   * Multiplies every rate limit. 1 in production; the end-to-end server raises it because every
   * browser test comes from one address and registers several accounts.
   */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  /**
   * Which forwarding header tells the client's address (decision 028): `fly` (Fly-Client-IP, set
   * by Fly's proxy), a number N of proxies that each append to X-Forwarded-For (the Nth address
   * from the right is the client's), or `none` (the socket's address). Unset: `fly` on a Fly
   * machine (FLY_APP_NAME is set there), otherwise `none`. A header no proxy of ours overwrites is
   * written by the client, so trusting it lets anyone pick their address for the rate limits.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(|fly|none|[1-9])$/, 'must be fly, none or a number of proxies from 1 to 9')
    .default(''),
  /**
   * Seconds an instance keeps a page it may share (a catalog page asked for without any cookie) to
   * answer the next visitor with (server/page-cache.ts, decision 029). 0 turns the cache off; a
   * catalog change is shown at once whatever this says.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(60),
  /** Set by Fly.io on its machines. */
  FLY_APP_NAME: z.string().default(''),
})

export type Env = z.infer<typeof schema>

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const input = { ...source }
  // An empty SESSION_SECRET outside production gets a fixed development value; production must set one.
  if (!input.SESSION_SECRET && input.NODE_ENV !== 'production') {
    input.SESSION_SECRET = 'dev-only-session-secret-change-me'
  }
  const result = schema.safeParse(input)
  if (result.success) {
    // Shiprocket is all or nothing: a half-configured courier would book parcels whose tracking
    // never arrives (no webhook token) or fail at the first booking (no password).
    const shiprocket = [
      'SHIPROCKET_EMAIL',
      'SHIPROCKET_PASSWORD',
      'SHIPROCKET_WEBHOOK_TOKEN',
    ] as const
    const set = shiprocket.filter((name) => result.data[name])
    const missing = shiprocket.find((name) => !result.data[name])
    if (set.length && missing)
      throw new EnvError(
        `Invalid environment variable ${missing}: is required when ${set[0]} is set (Shiprocket needs SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD and SHIPROCKET_WEBHOOK_TOKEN together)`,
      )
  }
  if (!result.success) {
    const issue = result.error.issues[0]!
    const name = String(issue.path[0] ?? 'environment')
    const message =
      issue.code === 'invalid_type' && issue.received === 'undefined'
        ? 'is required'
        : issue.message
    throw new EnvError(`Invalid environment variable ${name}: ${message}`)
  }
  return result.data
}

let cached: Env | undefined

/** The validated environment; parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv()
  return cached
}

/** Tests point DATABASE_URL at a fresh database per file: forget the parsed values. */
export function resetEnvCache() {
  cached = undefined
}

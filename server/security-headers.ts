/**
 * Security headers for every answer: a fresh CSP nonce per request (`res.locals.cspNonce`, which
 * entry.server puts on every script and style element) and helmet with the store's CSP. Shared by
 * the server and the page cache's tests, so both run the same chain.
 */
import crypto from 'node:crypto'
import type express from 'express'
import helmet from 'helmet'

export function installSecurityHeaders(app: express.Express, { isDev }: { isDev: boolean }) {
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
    next()
  })

  app.use(
    helmet({
      xPoweredBy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            "'strict-dynamic'",
            (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
            'https://checkout.razorpay.com',
          ],
          // Tailwind is a linked stylesheet and no page uses style attributes; a <style> element
          // needs the nonce (decision 028). Vite's dev server injects <style> elements itself.
          styleSrc: isDev
            ? ["'self'", "'unsafe-inline'"]
            : ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://res.cloudinary.com'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...(isDev ? ['ws:'] : []), 'https://api.razorpay.com'],
          frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
          formAction: ["'self'", 'https://api.razorpay.com'],
          upgradeInsecureRequests: null,
        },
      },
    }),
  )
}

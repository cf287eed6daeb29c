declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Per-request CSP nonce from server/index.ts. */
    cspNonce?: string
  }
}
export {}

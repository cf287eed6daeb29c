import { createContext, useContext } from 'react'

/** The per-request CSP nonce (set by the Express server), for inline scripts Remix renders. */
const NonceContext = createContext<string | undefined>(undefined)
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)

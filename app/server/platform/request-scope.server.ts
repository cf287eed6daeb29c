import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What one HTTP request reads once and every loader of that request shares (issue 26): Remix runs
 * a request's loaders side by side, each with its own copy of the Request, so a memo keyed on the
 * Request object would miss. The server (server/index.ts) and the tests' app (tests/setup/app.ts)
 * run each request inside `inRequestScope`; outside one (a loader called on its own, a job)
 * `requestMemo` simply runs the read.
 */
type Scope = AsyncLocalStorage<Map<string, Promise<unknown>>>
declare global {
  var __requestScope: Scope | undefined
}
/**
 * One store per process, on globalThis: the server (server-build) and the app (build/server), like
 * the tests' runner and the app Vite loads for them, are separate bundles, each with its own copy
 * of this module.
 */
const scope: Scope = (globalThis.__requestScope ??= new AsyncLocalStorage())

export function inRequestScope<T>(run: () => T): T {
  return scope.run(new Map(), run)
}

/**
 * The answer of `read` for `key`, read at most once per request. Only for reads: the key must
 * name everything the answer depends on, and a request that may change the answer (a form post
 * that signs in or out) must not use it.
 */
export function requestMemo<T>(key: string, read: () => Promise<T>): Promise<T> {
  const memo = scope.getStore()
  if (!memo) return read()
  let answer = memo.get(key) as Promise<T> | undefined
  if (!answer) {
    answer = read()
    memo.set(key, answer)
    // A failed read is not kept: the next caller tries again (and sees its own error).
    answer.catch(() => memo.delete(key))
  }
  return answer
}

/** Whether this request already holds an answer for `key` (false outside a request scope). */
export function inRequestMemo(key: string) {
  return scope.getStore()?.has(key) ?? false
}

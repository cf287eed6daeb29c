import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

/**
 * Every route answers a refusal through `refuse` (app/server/http/action-reply.server.ts, decision
 * 038): no route inspects an error with `isAppError(`, and no `catch (error)` builds its own error
 * reply. A route that truly must differ is listed here with how many `isAppError(` it keeps and why.
 */
const ALLOWED: Record<string, { isAppError: number; ownReply?: true; why: string }> = {
  'payment.callback.ts': {
    isAppError: 1,
    why: 'every failed confirmation is the same redirect back to checkout; only a bug is logged',
  },
  'checkout/checkout.server.ts': {
    isAppError: 1,
    why: 'a line that is already gone is no refusal: back to checkout all the same',
  },
  'dev.razorpay.checkout.embedded.tsx': {
    isAppError: 1,
    why: "the Razorpay stand-in's hosted page is raw HTML outside Remix, so is its refusal",
  },
  'api.checkout.begin.ts': {
    isAppError: 0,
    ownReply: true,
    why: 'the spec answers every failure of this call with its one message, never the reason',
  },
}

const ROUTES = path.resolve('app/routes')
const routeFiles = readdirSync(ROUTES, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => file.split(path.sep).join('/'))
  .sort()

/** The body of each `catch (name) { … }`, braces matched. */
function catchBlocks(source: string) {
  const blocks: string[] = []
  for (const match of source.matchAll(/\bcatch\s*\(\s*\w+\s*\)\s*\{/g)) {
    let depth = 1
    let at = match.index + match[0].length
    const start = at
    while (depth > 0 && at < source.length) {
      if (source[at] === '{') depth++
      else if (source[at] === '}') depth--
      at++
    }
    blocks.push(source.slice(start, at - 1))
  }
  return blocks
}

/** What building an error reply by hand looks like. */
const HAND_MADE_REPLY = /\b(data|json|apiFailure|apiError|formRefusal)\(|new Response\(|\.reply\(/

test('the route files are found', () => {
  expect(routeFiles.length).toBeGreaterThan(100)
})

test('no route inspects an AppError or builds its own error reply', () => {
  const offenders: string[] = []
  for (const file of routeFiles) {
    const source = readFileSync(path.join(ROUTES, file), 'utf8')
    const inspections = source.match(/\bisAppError\(/g)?.length ?? 0
    const allowed = ALLOWED[file]?.isAppError ?? 0
    if (inspections > allowed) {
      offenders.push(`${file}: isAppError( ${inspections} times (allowed ${allowed})`)
    }
    if (!ALLOWED[file] && /\bformRefusal\(/.test(source)) offenders.push(`${file}: formRefusal(`)
    for (const block of catchBlocks(source)) {
      if (HAND_MADE_REPLY.test(block) && !/\brefuse\(/.test(block) && !ALLOWED[file]) {
        offenders.push(`${file}: a catch builds its own reply: ${block.trim().slice(0, 80)}`)
      }
    }
  }
  expect(offenders).toEqual([])
})

test('the allow-list names only files that still need it', () => {
  const stale = Object.entries(ALLOWED)
    .filter(([file]) => routeFiles.includes(file))
    .filter(([file, entry]) => {
      const source = readFileSync(path.join(ROUTES, file), 'utf8')
      const inspections = source.match(/\bisAppError\(/g)?.length ?? 0
      return (
        inspections < entry.isAppError ||
        (!inspections && !entry.ownReply && !/\bformRefusal\(/.test(source))
      )
    })
    .map(([file]) => file)
  const missing = Object.keys(ALLOWED).filter((file) => !routeFiles.includes(file))
  expect({ stale, missing }).toEqual({ stale: [], missing: [] })
})

/**
 * How much of the long property and catalog tests a run does (decision 043). `npm test` and CI run
 * sizes that finish in a few minutes and differ from run to run (a seed from the clock, printed in
 * the test names to repeat a failure); `FULL=1` runs the full sets.
 */
export const FULL_RUN = process.env.FULL === '1'

/** A seed from `variable` when set (to repeat a run), else from the clock. */
export function runSeed(variable: string) {
  return Number(process.env[variable] ?? Date.now() % 2 ** 31)
}

/** A small seeded generator (mulberry32): the same seed, the same numbers in [0, 1). */
export function seededRandom(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** `count` items of `items` chosen by `random`, in their original order. */
export function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const picked = items.map((item, i) => ({ i, key: random() }))
  picked.sort((a, b) => a.key - b.key)
  const chosen = new Set(picked.slice(0, count).map((p) => p.i))
  return items.filter((_, i) => chosen.has(i))
}

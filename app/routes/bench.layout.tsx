import { redirect } from '@remix-run/node'

/**
 * The reference page of `npm run bench:server` (docs/decisions/027): the root layout and one
 * paragraph, no data of its own, so a page's cost can be read as "the layout plus what the page
 * adds". It exists only on the benchmark's servers (BENCH_PAGES=true); anywhere else it is an
 * unknown path and goes home like any other.
 */
export function loader() {
  if (process.env.BENCH_PAGES !== 'true') throw redirect('/')
  return null
}

export default function BenchLayout() {
  return <p className="mx-auto max-w-7xl px-4 py-10">The layout alone.</p>
}

import { redirect } from '@remix-run/node'

// The old category index address (spec section 2): a permanent move to /categories.
export function loader() {
  return redirect('/categories', 301)
}

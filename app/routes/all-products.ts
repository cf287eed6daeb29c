import { redirect, type LoaderFunctionArgs } from '@remix-run/node'

// The old "all products" address (spec section 2): a permanent move to /shop, filters kept.
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/shop${new URL(request.url).search}`, 301)
}

import { redirect } from '@remix-run/node'

// Any unknown public path goes home (spec section 2).
export function loader() {
  return redirect('/')
}

export function action() {
  return redirect('/')
}

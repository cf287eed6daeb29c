import { type LoaderFunctionArgs } from '@remix-run/node'
import { normalizeQuery, searchSuggestions } from '#app/server/catalog/search.server.ts'
import { apiMethodNotAllowed, apiSuccess } from '#app/server/http/reply.server.ts'

/**
 * Live search suggestions for the header: GET /resources/search?q=card →
 * { success, query, results: [{ slug, name, href }] } (at most 8). The same for every visitor, so
 * a browser or CDN may keep an answer for a minute.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = normalizeQuery(new URL(request.url).searchParams.get('q'))
  const results = await searchSuggestions(query)
  return apiSuccess({ query, results }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}

export function action() {
  return apiMethodNotAllowed('GET')
}

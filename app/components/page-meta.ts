import { type MetaDescriptor } from '@remix-run/node'
import { SITE } from '#app/utils/site.ts'

/** A page's <title> ("Shop all products | PrintStudio") and search description, plus any extra tags. */
export function pageMeta(title: string, description: string, ...extra: MetaDescriptor[]) {
  return [
    { title: `${title} | ${SITE.name}` },
    { name: 'description', content: description },
    ...extra,
  ]
}

/** The robots tag that keeps account, sign-in and other private pages out of search results. */
export const NOINDEX = { name: 'robots', content: 'noindex' }

/** A private page's <title> ("My Account | PrintStudio"), kept out of search results. */
export function privatePageMeta(title: string) {
  return [{ title: `${title} | ${SITE.name}` }, NOINDEX]
}

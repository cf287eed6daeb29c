import { SITE } from '#app/utils/site.ts'

/** A page's <title> ("Shop all products | PrintStudio") and search description, plus any extra tags. */
export function pageMeta(title: string, description: string, ...extra: Record<string, string>[]) {
  return [
    { title: `${title} | ${SITE.name}` },
    { name: 'description', content: description },
    ...extra,
  ]
}

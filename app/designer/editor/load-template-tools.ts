/**
 * Loads the template chunk (template-tools.ts) once: after the editor's first frame, or when an
 * option that changes the design or the template menu is first used.
 */
import type * as Tools from './template-tools.ts'

export type TemplateTools = typeof Tools

let loading: Promise<TemplateTools> | null = null
export function loadTemplateTools(): Promise<TemplateTools> {
  loading ??= import('./template-tools.ts')
  return loading
}

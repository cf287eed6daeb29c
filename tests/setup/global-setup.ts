import type { GlobalSetupContext } from 'vitest/node'
import { ensureTemplate, type TemplateInfo } from './template.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TemplateInfo
  }
}

export default async function setup({ provide }: GlobalSetupContext) {
  provide('dbTemplate', await ensureTemplate((m) => console.log(m)))
}

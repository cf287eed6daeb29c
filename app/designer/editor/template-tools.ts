/**
 * The templates and the option rules that need them, in a chunk of their own (see
 * load-template-tools.ts): the time to an interactive editor does not pay for every product
 * family's layouts.
 */
export { changeOptions } from '../design-options.ts'
export { buildTemplate, templateVariants } from '../templates/build.ts'

import { INDIAN_STATES, UNION_TERRITORIES } from '#app/utils/indian-states.ts'

const STATES = INDIAN_STATES.filter((s) => !UNION_TERRITORIES.includes(s))
const STATE_GROUPS = [
  ['States', STATES],
  ['Union territories', UNION_TERRITORIES],
] as const

/**
 * The state select's options, states then union territories. Its own module without zod: the
 * checkout's inline address form uses it and its first load carries no schema (issue 26).
 */
export function StateOptions() {
  return (
    <>
      <option value="">Choose…</option>
      {STATE_GROUPS.map(([group, states]) => (
        <optgroup key={group} label={group}>
          {states.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  )
}

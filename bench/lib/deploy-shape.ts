/**
 * The shape of a production instance, read from the files that deploy it, so a benchmark runs the
 * server as Fly does: the Node options of the Dockerfile's final stage (the V8 heap limit) and the
 * VM memory of fly.toml. Memory figures are compared with that VM.
 */
import fs from 'node:fs'
import os from 'node:os'

export interface DeployShape {
  /** Node options of the production image, e.g. ['--max-old-space-size=256']. */
  nodeArgs: string[]
  /** Other process settings of the image that change memory use (MALLOC_ARENA_MAX). */
  env: Record<string, string>
  /** Memory of one VM in fly.toml, MB. */
  vmMemoryMb: number
}

export function deployShape(root = '.'): DeployShape {
  const dockerfile = fs.readFileSync(`${root}/Dockerfile`, 'utf8')
  // The last NODE_OPTIONS set, i.e. the one of the final stage.
  const options = [...dockerfile.matchAll(/^ENV\s+NODE_OPTIONS=["']?([^"'\n]*)["']?\s*$/gm)].at(-1)
  const flyToml = fs.readFileSync(`${root}/fly.toml`, 'utf8')
  const memory = flyToml.match(/^\s*memory\s*=\s*"(\d+)\s*(mb|gb)"/im)
  const vmMemoryMb = memory ? Number(memory[1]) * (memory[2]!.toLowerCase() === 'gb' ? 1024 : 1) : 0
  const env: Record<string, string> = {}
  for (const [, name, value] of dockerfile.matchAll(
    /^ENV\s+(MALLOC_[A-Z_]+)=["']?([^"'\n]*)["']?\s*$/gm,
  ))
    env[name!] = value!
  return { nodeArgs: options ? options[1]!.split(/\s+/).filter(Boolean) : [], env, vmMemoryMb }
}

/** Resident memory of a process now and at its peak (VmHWM), MB, from /proc; null once it is gone. */
export function processMemory(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0)
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) }
  } catch {
    return null
  }
}

/** What else the machine was doing: the figures depend on it. */
export function machineLoad() {
  const [one, five] = os.loadavg()
  return { cpus: os.cpus().length, load1: Number(one!.toFixed(2)), load5: Number(five!.toFixed(2)) }
}

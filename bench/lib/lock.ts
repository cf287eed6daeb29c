/**
 * One benchmark at a time on this machine: two at once would share two cores and skew each other.
 * A second run waits for the first (a lock file holding the owner's pid; a dead owner's is taken over).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { BenchError } from './server.ts'

const LOCK = path.join(os.tmpdir(), 'printstudio-bench-web.lock')

function ownerAlive(): number | undefined {
  const pid = Number(fs.readFileSync(LOCK, 'utf8').trim())
  if (!Number.isInteger(pid) || pid <= 0) return undefined
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return undefined
  }
}

export async function acquireLock(log: (m: string) => void, maxWaitMs = 20 * 60_000) {
  const deadline = Date.now() + maxWaitMs
  let told = false
  for (;;) {
    try {
      fs.writeFileSync(LOCK, String(process.pid), { flag: 'wx' })
      return () => {
        if (fs.existsSync(LOCK) && fs.readFileSync(LOCK, 'utf8').trim() === String(process.pid)) {
          fs.rmSync(LOCK, { force: true })
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = ownerAlive()
    if (owner === undefined) {
      fs.rmSync(LOCK, { force: true })
      continue
    }
    if (Date.now() > deadline) {
      throw new BenchError(`Another benchmark (pid ${owner}) is still running; try again later.`)
    }
    if (!told) log(`Another benchmark (pid ${owner}) is running: waiting for it to finish`)
    told = true
    await sleep(5_000)
  }
}

/** What /proc says about a process (Linux): its CPU time and resident memory. */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const TICKS_PER_SECOND =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100

/** User + system CPU of a process, in ms. */
export function cpuMs(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // After the command: state is field 3, utime 14 and stime 15 (1-based over the whole line).
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000
}

/** Resident memory of a process, in MB. */
export function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

/** Busy and total CPU time of the whole machine since boot (all cores), in ms, from /proc/stat. */
export function machineCpuMs() {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!
  // cpu user nice system idle iowait irq softirq steal (guest time is counted within user)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .split(/\s+/)
    .slice(1, 9)
    .map(Number) as number[]
  const busy = user! + nice! + system! + irq! + softirq! + steal!
  const toMs = (ticks: number) => (ticks / TICKS_PER_SECOND) * 1000
  return { busyMs: toMs(busy), totalMs: toMs(busy + idle! + iowait!) }
}

/**
 * `npm run bench:load -- --attack [--against DIR]` (issue 21, decision 030): while anonymous
 * requests built to exhaust a server arrive, is it still answering? For a set time:
 *   - 40,000-field forms (160 KB of `f=x&…`) to /contact, two at a time, one after another;
 *   - 250 MB bodies, streamed, to /payment/callback (a form) and /api/cart/item (JSON);
 *   - 19 MB urlencoded bodies to /api/upload/single-image.
 * Meanwhile /healthz is probed every 20 ms from a thread of its own (a probe that takes 5 s counts
 * as 5 s), and the server's RSS sampled from /proc. Reports the probes' p50/p99/max, the peak RSS,
 * each attack's answers, and whether the process died. Traffic goes to 127.0.0.1 only; every loop
 * stops at the deadline.
 */
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { Worker } from 'node:worker_threads'
import { processMemory } from './deploy-shape.ts'
import { log } from './harness.ts'

const MiB = 1024 * 1024

interface Answer {
  status: number | string
  ms: number
}

/**
 * One POST whose body is `size` bytes made of `unit` repeated, streamed in 1 MiB chunks (never
 * held whole here). Resolves with the status, or what ended it (a reset, a timeout).
 */
function stream(
  url: string,
  path: string,
  type: string,
  unit: string,
  size: number,
  deadline: number,
): Promise<Answer> {
  const started = performance.now()
  const chunk = Buffer.alloc(MiB, unit)
  return new Promise((resolve) => {
    let settled = false
    const done = (status: number | string) => {
      if (settled) return
      settled = true
      resolve({ status, ms: Math.round(performance.now() - started) })
      req.destroy()
    }
    const req = http.request(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': type, 'Content-Length': size, Origin: url },
      timeout: Math.max(1000, deadline - Date.now() + 30_000),
    })
    req.on('response', (res) => {
      res.resume()
      done(res.statusCode ?? 0)
    })
    req.on('timeout', () => done('timeout'))
    req.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'))
    let sent = 0
    const write = () => {
      while (!settled && sent < size) {
        const part = sent + chunk.length <= size ? chunk : chunk.subarray(0, size - sent)
        sent += part.length
        if (!req.write(part)) return void req.once('drain', write)
      }
      if (!settled && sent >= size) req.end()
    }
    write()
  })
}

/** Repeats `send` until the deadline, one at a time. */
async function loop(deadline: number, alive: () => boolean, send: () => Promise<Answer>) {
  const answers: Answer[] = []
  while (Date.now() < deadline && alive()) answers.push(await send())
  return answers
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

function summary(answers: Answer[]) {
  const statuses: Record<string, number> = {}
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1
  return {
    sent: answers.length,
    statuses,
    maxMs: Math.max(0, ...answers.map((a) => a.ms)),
  }
}

export async function attack(
  server: { url: string; pid: number; exited: Promise<number | null> },
  seconds: number,
) {
  let died: number | null | 'alive' = 'alive'
  void server.exited.then((code) => (died = code))
  const prober = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads')
    let probing = true
    parentPort.on('message', () => (probing = false))
    ;(async () => {
      const probes = []
      let failed = 0
      while (probing) {
        const t = performance.now()
        try {
          const r = await fetch(workerData, { signal: AbortSignal.timeout(5000) })
          await r.arrayBuffer()
          if (!r.ok) failed++
        } catch {
          failed++
        }
        probes.push(performance.now() - t)
        await new Promise((r) => setTimeout(r, 20))
      }
      parentPort.postMessage({ probes, failed })
    })()`,
    { eval: true, workerData: `${server.url}/healthz` },
  )
  const probed = new Promise<{ probes: number[]; failed: number }>((resolve) =>
    prober.once('message', resolve),
  )
  const idle = processMemory(server.pid)?.rssMb ?? null
  let peak = idle ?? 0
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      const m = processMemory(server.pid)
      if (m) peak = Math.max(peak, m.rssMb)
      await sleep(100)
    }
  })()

  await sleep(300)
  const deadline = Date.now() + seconds * 1000
  log(`Attack for ${seconds} s: 40k-field forms, 250 MB bodies, 19 MB urlencoded uploads`)
  const alive = () => died === 'alive'
  const fields = 'f=x&'.repeat(40_000)
  const form = () =>
    stream(
      server.url,
      '/contact',
      'application/x-www-form-urlencoded',
      fields,
      fields.length,
      deadline,
    )
  const [forms, forms2, callback, cartJson, uploads] = await Promise.all([
    loop(deadline, alive, form),
    loop(deadline, alive, form),
    loop(deadline, alive, () =>
      stream(
        server.url,
        '/payment/callback?order=x',
        'application/x-www-form-urlencoded',
        'a',
        250 * MiB,
        deadline,
      ),
    ),
    loop(deadline, alive, () =>
      stream(server.url, '/api/cart/item', 'application/json', ' ', 250 * MiB, deadline),
    ),
    loop(deadline, alive, () =>
      stream(
        server.url,
        '/api/upload/single-image',
        'application/x-www-form-urlencoded',
        'f=x&',
        19 * MiB,
        deadline,
      ),
    ),
  ])
  await sleep(500)
  prober.postMessage('stop')
  // A frozen server may keep the last probe waiting up to its 5 s timeout.
  const { probes, failed } = await probed
  await prober.terminate()
  sampling = false
  await sampler
  const round = (n: number) => Math.round(n * 10) / 10
  return {
    seconds,
    died: died !== 'alive',
    exitCode: died === 'alive' ? null : died,
    rss: { idleMb: idle, peakMb: peak },
    healthz: {
      probes: probes.length,
      failed,
      p50Ms: round(percentile(probes, 50)),
      p99Ms: round(percentile(probes, 99)),
      maxMs: round(Math.max(0, ...probes)),
    },
    attacks: {
      '40k-field forms to /contact': summary([...forms, ...forms2]),
      '250 MB form to /payment/callback': summary(callback),
      '250 MB JSON to /api/cart/item': summary(cartJson),
      '19 MB urlencoded to /api/upload/single-image': summary(uploads),
    },
  }
}

export type AttackResult = Awaited<ReturnType<typeof attack>>

export function printAttack(label: string, r: AttackResult) {
  console.log(`\n${label}: ${r.seconds} s of attack`)
  console.log(
    `  /healthz (${r.healthz.probes} probes, ${r.healthz.failed} failed): p50 ${r.healthz.p50Ms} ms, p99 ${r.healthz.p99Ms} ms, max ${r.healthz.maxMs} ms`,
  )
  console.log(
    `  RSS ${r.rss.idleMb} MB idle, ${r.rss.peakMb} MB peak; process ${r.died ? `DIED (exit ${r.exitCode})` : 'alive'}`,
  )
  for (const [what, s] of Object.entries(r.attacks))
    console.log(`  ${what}: ${s.sent} sent, ${JSON.stringify(s.statuses)}, slowest ${s.maxMs} ms`)
  const ok = !r.died && r.healthz.p99Ms < 100 && (r.rss.peakMb ?? 0) < 400
  console.log(`  target (p99 < 100 ms, RSS < 400 MB, never dies): ${ok ? 'MET' : 'NOT MET'}`)
  return ok
}

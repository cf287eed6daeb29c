/**
 * A small per-instance queue for heavy work that must not pile up (decision 028): at most
 * `concurrency` tasks run, at most `maxWaiting` wait, and a task that would wait beyond that, or
 * longer than `maxWaitMs`, is refused at once with a 503 AppError and Retry-After, so a crowd gets
 * "try again in a moment" instead of the instance running out of memory. Several instances each
 * have their own queue; the limit is what one instance's memory allows, not a business rule.
 * Kept on globalThis by name: the server and the Remix build load this module twice.
 */
import { AppError } from './errors.server.ts'

export interface WorkQueueOptions {
  name: string
  concurrency: number
  maxWaiting: number
  maxWaitMs: number
  /** Seconds a refused client should wait (Retry-After). */
  retryAfterSeconds: number
  busyMessage: string
}

interface Waiter {
  start: () => void
  timer: NodeJS.Timeout
}

export interface WorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>
  /** Running and waiting tasks, for tests and logs. */
  stats(): { running: number; waiting: number }
}

declare global {
  var __workQueues: Map<string, WorkQueue> | undefined
}

export function workQueue(options: WorkQueueOptions): WorkQueue {
  globalThis.__workQueues ??= new Map()
  const existing = globalThis.__workQueues.get(options.name)
  if (existing) return existing
  let running = 0
  const waiting: Waiter[] = []
  const busy = () =>
    new AppError(503, options.busyMessage, {
      headers: { 'Retry-After': String(options.retryAfterSeconds) },
      code: 'BUSY',
    })

  const next = () => {
    const waiter = waiting.shift()
    if (!waiter) return
    clearTimeout(waiter.timer)
    waiter.start()
  }

  const queue: WorkQueue = {
    async run<T>(task: () => Promise<T>) {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) throw busy()
        await new Promise<void>((resolve, reject) => {
          const waiter: Waiter = {
            start: resolve,
            timer: setTimeout(() => {
              waiting.splice(waiting.indexOf(waiter), 1)
              reject(busy())
            }, options.maxWaitMs),
          }
          waiting.push(waiter)
        })
      }
      running++
      try {
        return await task()
      } finally {
        running--
        next()
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  }
  globalThis.__workQueues.set(options.name, queue)
  return queue
}

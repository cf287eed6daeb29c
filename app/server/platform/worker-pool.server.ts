/**
 * CPU-heavy work off the event loop (decision 028): a pool of worker threads (piscina) runs
 * named tasks of a task module, so a long PDF never keeps /healthz or anyone's page waiting. One
 * thread per instance (the VM has one CPU: a second render would only halve the speed of both), a
 * short queue (more is a 503 with Retry-After), a time budget per task (the thread is stopped when
 * it runs out) and a heap limit per thread (a task that needs more ends as a refusal, not as the
 * whole process running out of memory).
 *
 * Task modules are TypeScript in app/ and built to server-build/workers/<name>.js for
 * production (scripts/build-server.ts); elsewhere (dev, tests) the source runs through tsx.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Piscina } from 'piscina'
import { AppError } from './errors.server.ts'

/** The task modules: name → source file. */
export const WORKER_MODULES = {
  design: 'app/server/designs/design-worker.ts',
} as const
export type WorkerModule = keyof typeof WORKER_MODULES

export const WORKER_MESSAGES = {
  busy: 'We are preparing many files right now. Please try again in a minute.',
  tooLong: 'Preparing this file took too long. Please try again in a minute.',
} as const

const RETRY_AFTER_SECONDS = 30
const MAX_QUEUE = 8
/** Per task; a design at the schema's limits renders in a few seconds on one CPU. */
export const DEFAULT_TIME_BUDGET_MS = 60_000
const HEAP_LIMIT_MB = 192

declare global {
  // One pool per process, shared by the server's bundle and the Remix build.
  var __workerPool: Piscina | undefined
  var __workerTasks: number | undefined
}

/** The built task module in production, else the TypeScript source (run through tsx). */
function moduleFile(name: WorkerModule) {
  const built = path.resolve('server-build/workers', `${name}.js`)
  if (process.env.NODE_ENV === 'production' && fs.existsSync(built)) return built
  return path.resolve(WORKER_MODULES[name])
}

function pool() {
  globalThis.__workerPool ??= new Piscina({
    name: 'default',
    minThreads: 0,
    maxThreads: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
    idleTimeout: 60_000,
    maxQueue: MAX_QUEUE,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
    // The TypeScript sources need tsx's loader; built modules need nothing.
    execArgv:
      process.env.NODE_ENV === 'production' && fs.existsSync(path.resolve('server-build/workers'))
        ? []
        : ['--import', 'tsx'],
  })
  return globalThis.__workerPool
}

const busy = (message: string) =>
  new AppError(503, message, {
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    code: 'BUSY',
  })

/**
 * Runs `task` of a worker module with `data` (structured-cloned; `transfer` moves buffers instead
 * of copying them). A full queue, a task past its time budget and a task that ran out of memory
 * are 503 AppErrors with Retry-After; anything the task threw is rethrown.
 */
export async function runInWorker<R>(
  module: WorkerModule,
  task: string,
  data: unknown,
  {
    timeBudgetMs = DEFAULT_TIME_BUDGET_MS,
    transfer = [],
  }: { timeBudgetMs?: number; transfer?: ArrayBuffer[] } = {},
): Promise<R> {
  // Counted here: piscina does not apply maxQueue to tasks that carry an abort signal.
  const workers = pool()
  if ((globalThis.__workerTasks ?? 0) >= workers.maxThreads + MAX_QUEUE) {
    throw busy(WORKER_MESSAGES.busy)
  }
  globalThis.__workerTasks = (globalThis.__workerTasks ?? 0) + 1
  const signal = AbortSignal.timeout(timeBudgetMs)
  try {
    return (await workers.run(data, {
      filename: moduleFile(module),
      name: task,
      signal,
      transferList: transfer,
    })) as R
  } catch (error) {
    const message = (error as Error)?.message ?? ''
    if (message === 'Task queue is at limit') throw busy(WORKER_MESSAGES.busy)
    if (signal.aborted) {
      console.error(`worker: ${module}.${task} ran past its ${timeBudgetMs / 1000} s budget`)
      throw busy(WORKER_MESSAGES.tooLong)
    }
    if ((error as NodeJS.ErrnoException)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      console.error(`worker: ${module}.${task} ran out of memory`)
      throw busy(WORKER_MESSAGES.tooLong)
    }
    throw error
  } finally {
    globalThis.__workerTasks = (globalThis.__workerTasks ?? 1) - 1
  }
}

/** Stops the threads (at shutdown, once no request runs). */
export async function closeWorkerPool() {
  const running = globalThis.__workerPool
  globalThis.__workerPool = undefined
  await running?.destroy()
}

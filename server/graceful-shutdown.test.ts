/**
 * SIGTERM under load (issue 21, TERM-1): the real shutdown module in a child process, keep-alive
 * clients hammering it. Requests running at the signal are answered, with `Connection: close` so
 * the client opens its next connection elsewhere; no client sees a reset, only refused connects
 * once the listener is closed; the process exits 0.
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'

interface Answer {
  status?: number
  connection?: string
  error?: string
}

function get(agent: http.Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }))
      res.on('aborted', () => resolve({ error: 'ABORTED' }))
    })
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }))
  })
}

describe('SIGTERM under load', () => {
  it('answers what it accepted with Connection: close and resets no connection', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/fixtures/shutdown-server.ts'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    const exited = once(child, 'exit') as Promise<[number | null]>
    let out = ''
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        const match = /PORT (\d+)/.exec(out)
        if (match) resolve(Number(match[1]))
      })
      child.once('exit', () => reject(new Error(`server exited early: ${out}`)))
    })

    const agent = new http.Agent({ keepAlive: true, maxSockets: 30 })
    let stopped = false
    const hammer: Answer[] = []
    // Ten clients in a closed loop on keep-alive connections until they are refused.
    const clients = Array.from({ length: 10 }, async () => {
      for (;;) {
        const answer = await get(agent, port, '/fast')
        if (stopped) hammer.push(answer)
        if (answer.error) return
      }
    })
    // Five slow requests on their own keep-alive connections, running when the signal arrives.
    const slowAgent = new http.Agent({ keepAlive: true })
    const slow = Array.from({ length: 5 }, () => get(slowAgent, port, '/slow?ms=600'))
    await new Promise((r) => setTimeout(r, 200))
    stopped = true
    child.kill('SIGTERM')

    const slowAnswers = await Promise.all(slow)
    await Promise.all(clients)
    const [code] = await exited
    agent.destroy()
    slowAgent.destroy()

    expect(slowAnswers).toEqual(Array(5).fill({ status: 200, connection: 'close' }))
    const errors = hammer.filter((a) => a.error).map((a) => a.error)
    expect(errors.filter((e) => e !== 'ECONNREFUSED')).toEqual([])
    expect(errors).toHaveLength(10)
    expect(code).toBe(0)
  })
})

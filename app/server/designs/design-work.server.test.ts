import sharp from 'sharp'
import { afterAll, describe, expect, test } from 'vitest'
import { designDocumentSchema, type DesignDocument } from '#app/designer/document.ts'
import { documentInput } from '#app/designer/test-fixtures.ts'
import { preflight } from '#app/designer/preflight.ts'
import { fontkitMeasurer } from './design-fonts.server.ts'
import { renderDesignPdf } from './design-pdf.server.ts'
import { preflightOffThread, renderDesignPdfOffThread } from './design-work.server.ts'
import { closeWorkerPool, runInWorker, WORKER_MESSAGES } from '../platform/worker-pool.server.ts'
import { refusal } from '../platform/testing.ts'

// Decision 028: PDFs and text measuring run in a worker thread, never on the event loop.
afterAll(() => closeWorkerPool())

const text = (id: string, chars: number) => ({
  id,
  type: 'text',
  x: 2,
  y: 2,
  width: 80,
  height: 40,
  text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(40).slice(0, chars),
  fontFamily: 'Inter',
  fontSizePt: 8,
  color: '#112233',
})

/** A design heavy enough to keep one CPU busy for a good second. */
const heavy = (): DesignDocument =>
  designDocumentSchema.parse(
    documentInput([], {
      sides: Array.from({ length: 2 }, (_, s) => ({
        id: `s${s}`,
        name: `Page ${s + 1}`,
        background: '#ffffff',
        elements: Array.from({ length: 2 }, (_, i) => text(`t${i}`, 2000)),
      })),
    }),
  )

/** The longest the event loop was held up while `work` ran, in milliseconds. */
async function longestStall(work: () => Promise<unknown>) {
  let longest = 0
  let last = performance.now()
  const timer = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last - 10)
    last = now
  }, 10)
  await work()
  // One more tick, so a stall that lasted to the end is measured too.
  await new Promise((resolve) => setTimeout(resolve, 30))
  clearInterval(timer)
  return longest
}

describe('design work in the worker pool', () => {
  test('the PDF is byte for byte the one the renderer makes, images included', async () => {
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#2255aa' },
    })
      .jpeg()
      .toBuffer()
    const doc = designDocumentSchema.parse(
      documentInput([
        text('title', 40),
        {
          id: 'photo',
          type: 'image',
          uploadId: 'up1',
          x: 0,
          y: 0,
          width: 40,
          height: 30,
          naturalWidth: 300,
          naturalHeight: 200,
        },
      ]),
    )
    const options = {
      cropMarks: true,
      creationDate: new Date('2026-11-25T00:00:00Z'),
      title: 'Proof',
      loadImage: async (id: string) => (id === 'up1' ? Buffer.from(photo) : null),
    }
    const inThread = await renderDesignPdfOffThread(doc, options)
    const direct = await renderDesignPdf(doc, options)
    expect(inThread.equals(direct)).toBe(true)
  })

  test(
    'the preflight in the pool finds what the preflight finds',
    { timeout: 60_000 },
    async () => {
      const doc = heavy()
      expect(await preflightOffThread(doc)).toEqual(
        preflight(doc, { measureText: fontkitMeasurer }),
      )
    },
  )

  test(
    'a long render leaves the event loop free; on the main thread it would not',
    { timeout: 60_000 },
    async () => {
      const doc = heavy()
      await renderDesignPdfOffThread(doc, { loadImage: async () => null }) // a warm thread
      const offThread = await longestStall(() =>
        renderDesignPdfOffThread(doc, { loadImage: async () => null }),
      )
      const onThread = await longestStall(() =>
        renderDesignPdf(doc, { loadImage: async () => null }),
      )
      // Relative, not a fixed time: how long the render takes depends on the machine and its load.
      expect(onThread).toBeGreaterThan(300)
      expect(onThread).toBeGreaterThan(3 * offThread)
      expect(offThread).toBeLessThan(250)
    },
  )

  test('past its time budget a task is stopped and answered 503 with Retry-After', async () => {
    const refused = await refusal(
      runInWorker(
        'design',
        'renderPdf',
        { doc: heavy(), options: {}, images: {} },
        {
          timeBudgetMs: 50,
        },
      ),
      'the render',
    )
    expect(refused).toEqual({ status: 503, message: WORKER_MESSAGES.tooLong })
  })

  test('a full queue answers 503 at once instead of piling work up', async () => {
    const started = performance.now()
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        refusal(
          runInWorker(
            'design',
            'renderPdf',
            { doc: heavy(), options: {}, images: {} },
            {
              timeBudgetMs: 3_000,
            },
          ),
          'a render',
        ).catch(() => ({ status: 200, message: 'rendered' })),
      ),
    )
    const busy = outcomes.filter((o) => o.message === WORKER_MESSAGES.busy)
    // One thread and a queue of eight: the rest are turned away with 503 and Retry-After.
    expect(busy.length).toBeGreaterThanOrEqual(10)
    expect(busy.every((o) => o.status === 503)).toBe(true)
    expect(performance.now() - started).toBeLessThan(15_000)
  }, 30_000)
})

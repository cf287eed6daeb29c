import { useId } from 'react'
import { formatCompactPaise, formatPaise } from '#app/utils/money.ts'

/**
 * Charts drawn on the server as SVG, so they show without JavaScript: a bar chart of a value per
 * period (negative bars below the line, in red) and a small sparkline. Each is an image named by
 * its title and described in words; the exact numbers are in the table beside it, and each bar
 * carries its own tooltip.
 */

export interface ChartPoint {
  /** Full label for the tooltip ("Week of 3–9 Nov 2026"). */
  label: string
  /** Short label for the axis ("3 Nov"). */
  short: string
  value: number
}

const W = 720
const H = 260
const LEFT = 64
const RIGHT = 12
const TOP = 16
const BOTTOM = 36

export function SalesBarChart({
  title,
  description,
  points,
}: {
  title: string
  description: string
  points: ChartPoint[]
}) {
  const id = useId()
  const values = points.map((p) => p.value)
  const max = Math.max(0, ...values)
  const min = Math.min(0, ...values)
  const span = max - min || 1
  const plotW = W - LEFT - RIGHT
  const plotH = H - TOP - BOTTOM
  const y = (v: number) => TOP + ((max - v) / span) * plotH
  const slot = plotW / Math.max(points.length, 1)
  const barW = Math.max(1, slot * 0.72)
  const ticks = [...new Set([max, min, 0, max > 0 ? max / 2 : min / 2])]
  const labelEvery = Math.max(1, Math.ceil(points.length / 8))
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {ticks.map((t) => (
        <g key={t}>
          <line
            x1={LEFT}
            x2={W - RIGHT}
            y1={y(t)}
            y2={y(t)}
            stroke={t === 0 ? '#111' : '#e5e5e5'}
            strokeWidth={t === 0 ? 1 : 0.75}
          />
          <text x={LEFT - 8} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#555">
            {formatCompactPaise(t)}
          </text>
        </g>
      ))}
      {points.map((p, i) => {
        const x = LEFT + i * slot + (slot - barW) / 2
        const top = y(Math.max(p.value, 0))
        const height = Math.abs(y(p.value) - y(0))
        return (
          <g key={`${p.label}-${i}`}>
            <rect
              x={x}
              y={top}
              width={barW}
              height={Math.max(height, p.value ? 1 : 0)}
              rx={Math.min(3, barW / 4)}
              fill={p.value < 0 ? '#dc2626' : '#1d4ed8'}
            >
              <title>{`${p.label}: ${formatPaise(p.value)}`}</title>
            </rect>
            {i % labelEvery === 0 ? (
              <text
                x={LEFT + i * slot + slot / 2}
                y={H - BOTTOM + 18}
                textAnchor="middle"
                fontSize="11"
                fill="#555"
              >
                {p.short}
              </text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}

/** A small line of a value per day, from its lowest to its highest. */
export function Sparkline({
  title,
  points,
}: {
  title: string
  points: { label: string; value: number }[]
}) {
  const id = useId()
  const w = 160
  const h = 40
  const values = points.map((p) => p.value)
  const max = Math.max(...values, 0)
  const min = Math.min(...values, 0)
  const span = max - min || 1
  const step = points.length > 1 ? w / (points.length - 1) : 0
  const zero = 2 + (max / span) * (h - 4)
  const coords = points.map(
    (p, i) =>
      [points.length > 1 ? i * step : w / 2, 2 + ((max - p.value) / span) * (h - 4)] as const,
  )
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${w} ${h}`}
      className="h-10 w-40"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>
        {points.map((p) => `${p.label}: ${formatPaise(p.value)}`).join('; ')}
      </desc>
      <line x1="0" x2={w} y1={zero} y2={zero} stroke="#e5e5e5" />
      {coords.length > 1 ? (
        <polyline
          points={coords.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
          fill="none"
          stroke="#1d4ed8"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      ) : null}
      {coords.length ? (
        <circle cx={coords.at(-1)![0]} cy={coords.at(-1)![1]} r="2.5" fill="#1d4ed8" />
      ) : null}
    </svg>
  )
}

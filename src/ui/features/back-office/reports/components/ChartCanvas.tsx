import { useEffect, useRef } from 'react'
import { Chart, type ChartConfiguration, type ChartType } from '../charts.ts'

/**
 * A chart.js chart on a canvas: created once, updated in place when the data changes,
 * resized before printing, destroyed on unmount.
 */
export function ChartCanvas<T extends ChartType>({
  config,
  label,
  height = 280,
}: {
  config: ChartConfiguration<T>
  label: string
  height?: number
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const chart = useRef<Chart<T> | null>(null)

  useEffect(() => {
    if (!canvas.current) return
    if (!chart.current) {
      chart.current = new Chart(canvas.current, config)
    } else {
      chart.current.data = config.data
      if (config.options) chart.current.options = config.options
      chart.current.update()
    }
  }, [config])

  useEffect(() => {
    const resize = () => chart.current?.resize()
    window.addEventListener('beforeprint', resize)
    window.addEventListener('afterprint', resize)
    return () => {
      window.removeEventListener('beforeprint', resize)
      window.removeEventListener('afterprint', resize)
      chart.current?.destroy()
      chart.current = null
    }
  }, [])

  return (
    <div className="rp-chart" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  )
}

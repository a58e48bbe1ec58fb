/**
 * chart.js with only the parts the reports use (tree-shaken): a bar chart of hourly sales and a
 * doughnut of payment methods. This module is only reached from the lazily loaded reports screen.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  LinearScale,
  Tooltip,
} from 'chart.js'

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, DoughnutController, ArcElement)
Chart.defaults.font.family = getComputedStyle(document.documentElement).getPropertyValue('--font') || 'sans-serif'
Chart.defaults.color = '#776d64'

export { Chart }
export type { ChartConfiguration, ChartType } from 'chart.js'

/** Payment-method colours, in PAYMENT_METHODS order (cash, credit card, Taiwan Pay, Apple Pay, LINE Pay). */
export const METHOD_COLORS = ['#b4471f', '#1f5fa8', '#2e7d32', '#5c544d', '#06a84e']
export const BAR_COLOR = '#b4471f'

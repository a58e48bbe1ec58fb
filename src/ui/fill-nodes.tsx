import { Fragment, type ReactNode } from 'react'

/**
 * fill() for a catalog template whose placeholders are elements, not only text: a start-up flag or
 * an id kept on one line (`<span className="nowrap">`), which a plain string would let the browser
 * break at its hyphens. Unknown placeholders are left as they are, as fill() does.
 */
export function fillNodes(template: string, params: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{(\w+)\}/g)
  return parts.map((part, i) => {
    if (i % 2 === 0) return part
    // biome-ignore lint/suspicious/noArrayIndexKey: a placeholder is its position in the template
    return part in params ? <Fragment key={i}>{params[part]}</Fragment> : `{${part}}`
  })
}

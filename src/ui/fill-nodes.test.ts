import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { fillNodes } from './fill-nodes.tsx'

const html = (node: ReturnType<typeof fillNodes>) => renderToStaticMarkup(createElement('p', null, node))

describe('fillNodes', () => {
  it('puts elements where the placeholders are, the text around them as it is', () => {
    const id = createElement('span', { className: 'nowrap' }, 'kds-1-ab')
    expect(html(fillNodes('以「{username}-」開頭（例如 {username}-1）', { username: id }))).toBe(
      '<p>以「<span class="nowrap">kds-1-ab</span>-」開頭（例如 <span class="nowrap">kds-1-ab</span>-1）</p>',
    )
  })

  it('takes plain text too, and leaves an unknown placeholder as written', () => {
    expect(html(fillNodes('{a} 與 {b}', { a: '甲' }))).toBe('<p>甲 與 {b}</p>')
  })
})

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const UI = join(__dirname, '..')
const CLIENT = join(UI, 'api')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return path === CLIENT ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('one way to call the API', () => {
  it('no screen writes an API path: calls go through the typed client, browser-loaded URLs through api/urls.ts', () => {
    const literal = /['"`]\/api\//
    const found = sources(UI).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (literal.test(line) ? [`${relative(UI, file)}:${i + 1}`] : [])),
    )
    expect(found).toEqual([])
  })
})

import { expect, test } from 'bun:test'
import { join } from 'node:path'

// mqtt.js serves only an external broker (POS_MQTT_URL), iconv-lite and qrcode only printing
// (and qrcode's image renderers, pngjs among them, nothing): loaded at start they held memory in
// every idle till. Each run is a fresh process, as this one has
// loaded them all for other tests.
function loadedLibraries(mqttMode: 'embedded' | 'external') {
  const run = Bun.spawnSync(
    [process.execPath, join(import.meta.dir, 'testing/loaded-libraries.fixture.ts'), mqttMode],
    { stderr: 'pipe' },
  )
  expect(run.exitCode, run.stderr.toString()).toBe(0)
  return JSON.parse(run.stdout.toString().trim().split('\n').at(-1)!)
}

test(`with the embedded broker, a started server loads none of them until it prints, and then only its text \
codec`, () => {
  expect(loadedLibraries('embedded')).toEqual({ atStart: [], afterPrinting: ['iconv-lite'] })
})

test('with an external broker, mqtt.js is loaded when the devices start', () => {
  expect(loadedLibraries('external')).toEqual({ atStart: ['mqtt'], afterPrinting: ['iconv-lite', 'mqtt'] })
})

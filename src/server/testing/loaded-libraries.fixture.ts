// Run in a fresh process by loaded-libraries.test.ts: which of the libraries loaded on first use
// a started server holds, before and after it encodes a printer's text. argv[2]: the MQTT mode.
import { unprintableChars, type MqttConfig } from '../../devices'
import { createTestContext } from './harness'

const LAZY = /node_modules\/(mqtt|iconv-lite|qrcode|pngjs)\//
const loaded = () =>
  [
    ...new Set(
      Object.keys(require.cache)
        .filter((k) => LAZY.test(k))
        .map((k) => k.match(LAZY)![1]),
    ),
  ].sort()

// An external broker nobody answers at: mqtt.js keeps retrying, which is all this needs.
const mqtt: MqttConfig =
  process.argv[2] === 'external'
    ? { mode: 'external', host: '127.0.0.1', port: 0, url: 'mqtt://127.0.0.1:9', username: null, password: null }
    : { mode: 'embedded', host: '127.0.0.1', port: 0, url: null, username: null, password: null }
const ctx = createTestContext({ config: { mqtt } })
await ctx.services.devices.start()
const atStart = loaded()
unprintableChars('牛肉麵', 'big5') // encodes each character as a printer would
console.log(JSON.stringify({ atStart, afterPrinting: loaded() }))
await ctx.services.devices.stop()
ctx.close()
process.exit(0)

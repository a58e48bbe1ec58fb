import { describe, expect, test } from 'bun:test'
import { ConfigError, loadConfig } from '../../config'
import { DEFAULT_PRINTER_DEVICES } from '../../../shared/domain/server-paths'

describe('MQTT configuration', () => {
  test('embedded broker on 1883 by default; --mqtt-port and POS_MQTT_PORT move it', () => {
    expect(loadConfig([], {})!.mqtt).toMatchObject({ mode: 'embedded', port: 1883 })
    expect(loadConfig(['--mqtt-port', '2883'], { POS_MQTT_PORT: '3883' })!.mqtt.port).toBe(2883)
    expect(loadConfig([], { POS_MQTT_PORT: '3883' })!.mqtt.port).toBe(3883)
    expect(() => loadConfig(['--mqtt-port', '0'], {})).toThrow(ConfigError)
  })

  test('an external broker URL with credentials replaces the embedded one; --no-mqtt turns MQTT off', () => {
    const ext = loadConfig([], {
      POS_MQTT_URL: 'mqtt://10.0.0.5:1883',
      POS_MQTT_USERNAME: 'pos',
      POS_MQTT_PASSWORD: 'pw',
    })!.mqtt
    expect(ext).toMatchObject({ mode: 'external', url: 'mqtt://10.0.0.5:1883', username: 'pos', password: 'pw' })
    expect(() => loadConfig([], { POS_MQTT_URL: 'http://x' })).toThrow(ConfigError)
    expect(loadConfig(['--no-mqtt'], { POS_MQTT_URL: 'mqtt://x:1' })!.mqtt.mode).toBe('off')
    expect(loadConfig([], { POS_NO_MQTT: '1' })!.mqtt.mode).toBe('off')
  })
})

describe('printer devices', () => {
  test(`the default list, extended (never replaced) by --printer-devices or POS_PRINTER_DEVICES; a relative or \
climbing pattern stops the start`, () => {
    expect(loadConfig([], {})!.printerDevices).toEqual(DEFAULT_PRINTER_DEVICES)
    expect(loadConfig([], { POS_PRINTER_DEVICES: '/dev/ttyAMA*' })!.printerDevices).toEqual([
      ...DEFAULT_PRINTER_DEVICES,
      '/dev/ttyAMA*',
    ])
    expect(
      loadConfig(['--printer-devices', '/dev/pts/*, /dev/ttyAMA0'], { POS_PRINTER_DEVICES: '/x/*' })!.printerDevices,
    ).toEqual([...DEFAULT_PRINTER_DEVICES, '/dev/pts/*', '/dev/ttyAMA0'])
    expect(() => loadConfig(['--printer-devices', 'ttyAMA0'], {})).toThrow(ConfigError)
    expect(() => loadConfig([], { POS_PRINTER_DEVICES: '/dev/usb/../*' })).toThrow(ConfigError)
  })
})

import { describe, expect, test } from 'bun:test'
import { ConfigError, loadConfig } from '../../config'

describe('MQTT configuration', () => {
  test('embedded broker on 1883 by default; --mqtt-port and POS_MQTT_PORT move it', () => {
    expect(loadConfig([], {})!.mqtt).toMatchObject({ mode: 'embedded', port: 1883 })
    expect(loadConfig(['--mqtt-port', '2883'], { POS_MQTT_PORT: '3883' })!.mqtt.port).toBe(2883)
    expect(loadConfig([], { POS_MQTT_PORT: '3883' })!.mqtt.port).toBe(3883)
    expect(() => loadConfig(['--mqtt-port', '0'], {})).toThrow(ConfigError)
  })

  test('an external broker URL with credentials replaces the embedded one; --no-mqtt turns MQTT off', () => {
    const ext = loadConfig([], { POS_MQTT_URL: 'mqtt://10.0.0.5:1883', POS_MQTT_USERNAME: 'pos', POS_MQTT_PASSWORD: 'pw' })!.mqtt
    expect(ext).toMatchObject({ mode: 'external', url: 'mqtt://10.0.0.5:1883', username: 'pos', password: 'pw' })
    expect(() => loadConfig([], { POS_MQTT_URL: 'http://x' })).toThrow(ConfigError)
    expect(loadConfig(['--no-mqtt'], { POS_MQTT_URL: 'mqtt://x:1' })!.mqtt.mode).toBe('off')
    expect(loadConfig([], { POS_NO_MQTT: '1' })!.mqtt.mode).toBe('off')
  })
})

// Composition root: config → db → services → app.listen. Exports nothing (it is the binary's entry).
import { ConfigError, HELP, loadConfig } from './config'
import { openDatabase } from './db/client'
import { systemClock } from './clock'
import { createServices } from './services'
import { createApp } from './app'
import { lanUrls } from './net'
import { MAX_BODY_BYTES } from './http/request-guard'
import { loadDemoData } from './demo'

function start() {
  let config
  try {
    config = loadConfig(process.argv.slice(2))
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e
    console.error(`錯誤：${e.message}\n`)
    console.error(HELP)
    process.exit(2)
  }
  if (!config) {
    console.log(HELP)
    return
  }
  const db = openDatabase(config.dataDir)
  const services = createServices({ config, db, clock: systemClock })
  if (config.demo && loadDemoData(services)) console.log('已載入示範餐廳資料')
  const app = createApp(services)
  app.listen({ port: config.port, hostname: config.host, maxRequestBodySize: MAX_BODY_BYTES * 2 })
  console.log(`POS 伺服器 ${config.version} 已啟動，資料夾：${config.dataDir}`)
  for (const url of lanUrls(config.host, config.port)) console.log(`  ${url}`)
  // Printers and MQTT never hold up the server: a failure is reported and sales go on.
  services.devices.start().then(
    () => console.log(services.devices.describeMqtt()),
    (e) => console.error(`MQTT 未啟動：${(e as Error).message}（列印不受影響）`),
  )

  const shutdown = async () => {
    app.stop()
    await services.devices.stop().catch(() => {})
    db.sqlite.close()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

start()

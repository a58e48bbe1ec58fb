import { Elysia } from 'elysia'
import { OrderParams, storeParams, StoreParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import type { DeviceService } from './service'
import {
  MqttDeviceBody,
  PrinterBody,
  PrinterPatch,
  PrintJobQuery,
  ReprintBody,
} from '../../../shared/api/requests/devices'
import { MAX_WS_MESSAGE } from '../../../devices'

const IdParams = storeParams('id')
const PaymentParams = storeParams('paymentId')

type Guard = ReturnType<typeof authPlugin>

/**
 * The HTTP server's WebSocket settings: a message over the largest MQTT packet closes the socket (1009) before it is
 * buffered whole.
 */
export const mqttWebSocketSettings = { maxPayloadLength: MAX_WS_MESSAGE }

/** MQTT over WebSocket for browsers on the HTTP port; answers the `mqtt` subprotocol browsers ask for. */
function mqttWebSocket(devices: DeviceService) {
  const bridge = devices.wsBridge
  return new Elysia({ name: 'mqtt-ws' }).ws('/mqtt', {
    upgrade: { 'sec-websocket-protocol': 'mqtt' },
    open(ws) {
      if (!bridge) return void ws.close()
      bridge.open(ws.id, { send: (data) => ws.raw.send(data), close: () => ws.raw.close() })
    },
    message: (ws, message) => bridge?.message(ws.id, message),
    close: (ws) => bridge?.close(ws.id),
  })
}

export function deviceRoutes({ devices, guard }: { devices: DeviceService; guard: Guard }) {
  const api = new Elysia({ prefix: '/api/stores/:storeId', tags: ['devices'] })
    .use(guard)
    .get('/printers', ({ params }) => devices.printers.list(params.storeId), { auth: 'manager', params: StoreParams })
    .post(
      '/printers',
      ({ params, body, set }) => {
        set.status = 201
        return devices.printers.create(params.storeId, body)
      },
      { auth: 'manager', params: StoreParams, body: PrinterBody },
    )
    .patch('/printers/:id', ({ params, body }) => devices.printers.update(params.storeId, params.id, body), {
      auth: 'manager',
      params: IdParams,
      body: PrinterPatch,
    })
    .delete(
      '/printers/:id',
      ({ params, set }) => {
        devices.printers.remove(params.storeId, params.id)
        set.status = 204
      },
      { auth: 'manager', params: IdParams },
    )
    .post(
      '/printers/:id/test',
      ({ params, set }) => {
        set.status = 202
        return devices.testPrint(params.storeId, params.id)
      },
      { auth: 'manager', params: IdParams },
    )
    .post('/printers/:id/retry-all', ({ params }) => devices.retryAllJobs(params.storeId, params.id), {
      auth: 'manager',
      params: IdParams,
    })
    .get('/print-jobs', ({ params, query }) => devices.listJobs(params.storeId, query.status, query.limit), {
      auth: 'manager',
      params: StoreParams,
      query: PrintJobQuery,
    })
    .post('/print-jobs/:id/retry', ({ params }) => devices.retryJob(params.storeId, params.id), {
      auth: 'manager',
      params: IdParams,
    })
    .post(
      '/orders/:orderId/reprint',
      ({ params, body, set, actor }) => {
        set.status = 202
        return {
          jobs: devices.reprint(
            params.storeId,
            params.orderId,
            body?.kind ?? 'receipt',
            body?.printerId ?? null,
            actor,
          ),
        }
      },
      { auth: 'staff', params: OrderParams, body: ReprintBody },
    )
    .get('/orders/:orderId/receipt', ({ params }) => devices.receipt(params.storeId, { orderId: params.orderId }), {
      auth: 'staff',
      params: OrderParams,
    })
    .get(
      '/payments/:paymentId/receipt',
      ({ params }) => devices.receipt(params.storeId, { paymentId: params.paymentId }),
      { auth: 'staff', params: PaymentParams },
    )
    .get('/devices/status', ({ params }) => devices.status(params.storeId), { auth: 'manager', params: StoreParams })
    .post('/devices/drawer/open', ({ params, actor }) => devices.openDrawer(params.storeId, actor), {
      auth: 'manager',
      params: StoreParams,
    })
    .get('/mqtt-devices', ({ params }) => devices.mqttDevices.list(params.storeId), {
      auth: 'manager',
      params: StoreParams,
    })
    .post(
      '/mqtt-devices',
      ({ params, body, set }) => {
        set.status = 201
        return devices.mqttDevices.create(params.storeId, body)
      },
      {
        auth: 'manager',
        params: StoreParams,
        body: MqttDeviceBody,
      },
    )
    .delete(
      '/mqtt-devices/:id',
      ({ params, set }) => {
        devices.mqttDevices.remove(params.storeId, params.id)
        set.status = 204
      },
      { auth: 'manager', params: IdParams },
    )
  return new Elysia({ name: 'devices' }).use(mqttWebSocket(devices)).use(api)
}

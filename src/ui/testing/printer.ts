/** A receipt printer on a loopback port for screen tests, and its paper read back as text (src/devices/testing). */
export { escposToText } from '../../devices/testing/escpos-text.ts'
export { startFakeNetworkPrinter } from '../../devices/testing/fake-network-printer.ts'

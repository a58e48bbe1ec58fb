/**
 * The fixed header of an MQTT CONNECT announcing `length` more bytes, as an attacker's own client
 * writes it: the type byte, then the remaining length in 7-bit groups, least significant first.
 */
export function connectHeader(length: number): Buffer {
  const bytes = [0x10]
  do {
    let b = length % 128
    length = Math.floor(length / 128)
    if (length > 0) b |= 0x80
    bytes.push(b)
  } while (length > 0)
  return Buffer.from(bytes)
}

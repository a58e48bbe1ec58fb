import { describe, expect, test } from 'bun:test'
import {
  cleanWindow,
  closedHours,
  daysLabel,
  hoursLabel,
  windowProblem,
  withinHours,
  type TimeWindow,
} from './menu-hours'
import { channelBasePrice, channelPricing, forChannel } from './channel-price'

const WEEKDAYS = [1, 2, 3, 4, 5]
const breakfast: TimeWindow[] = [{ days: WEEKDAYS, from: '06:00', to: '10:30' }]
/** Epoch ms when Taipei's clock reads that time; 2026-11-23 is a Monday. */
const taipei = (day: number, hh: number, mm: number) => Date.UTC(2026, 10, day, hh - 8, mm)

describe('供應時段 on the store clock', () => {
  test('breakfast 06:00–10:30 on weekdays: 10:29 in, 10:30 and 10:31 out, 06:00 in, 05:59 out', () => {
    expect(withinHours(breakfast, taipei(23, 10, 29))).toBe(true)
    expect(withinHours(breakfast, taipei(23, 10, 30))).toBe(false)
    expect(withinHours(breakfast, taipei(23, 10, 31))).toBe(false)
    expect(withinHours(breakfast, taipei(23, 6, 0))).toBe(true)
    expect(withinHours(breakfast, taipei(23, 5, 59))).toBe(false)
  })

  test('weekdays only: Saturday 08:00 is out, Friday 08:00 in', () => {
    expect(withinHours(breakfast, taipei(28, 8, 0))).toBe(false)
    expect(withinHours(breakfast, taipei(27, 8, 0))).toBe(true)
  })

  test("Taipei's clock, not the machine's: 10:29 in Taipei is 02:29 UTC", () => {
    expect(withinHours(breakfast, Date.UTC(2026, 10, 23, 2, 29))).toBe(true)
    expect(withinHours(breakfast, Date.UTC(2026, 10, 23, 10, 29))).toBe(false)
  })

  test('a window past midnight opens on its days and runs into the next morning', () => {
    const lateNight = [{ days: [5], from: '22:00', to: '02:00' }]
    expect(withinHours(lateNight, taipei(27, 23, 0))).toBe(true) // Friday night
    expect(withinHours(lateNight, taipei(28, 1, 59))).toBe(true) // Saturday 01:59, still Friday's window
    expect(withinHours(lateNight, taipei(28, 2, 0))).toBe(false)
    expect(withinHours(lateNight, taipei(27, 1, 0))).toBe(false) // Thursday's night has no window
    expect(withinHours(lateNight, taipei(28, 23, 0))).toBe(false)
  })

  test('no windows sells all day; an item needs its own and its category windows open', () => {
    expect(withinHours([], taipei(28, 3, 0))).toBe(true)
    const lunch = [{ days: [1, 2, 3, 4, 5, 6, 7], from: '11:00', to: '14:00' }]
    expect(closedHours({ hours: lunch, categoryHours: breakfast }, taipei(23, 10, 0))).toBe(lunch)
    expect(closedHours({ hours: lunch, categoryHours: breakfast }, taipei(23, 12, 0))).toBe(breakfast)
    expect(closedHours({ hours: [], categoryHours: breakfast }, taipei(23, 10, 0))).toBeNull()
    expect(closedHours({ hours: lunch, categoryHours: [] }, taipei(23, 12, 0))).toBeNull()
  })

  test('a window needs a day and two different HH:MM times', () => {
    expect(windowProblem(breakfast[0])).toBeNull()
    for (const bad of [
      { days: [], from: '06:00', to: '10:30' },
      { days: [1], from: '6:00', to: '10:30' },
      { days: [1], from: '06:00', to: '24:00' },
      { days: [1], from: '10:30', to: '10:30' },
      { days: [0], from: '06:00', to: '10:30' },
    ])
      expect(windowProblem(bad)).not.toBeNull()
    expect(cleanWindow({ days: [5, 1, 5], from: '06:00', to: '10:30' }).days).toEqual([1, 5])
  })

  test('labels read the way a menu board does', () => {
    expect(hoursLabel(breakfast)).toBe('平日 06:00–10:30')
    expect(daysLabel([6, 7])).toBe('週末')
    expect(daysLabel([7, 1, 2, 3, 4, 5, 6])).toBe('每天')
    expect(daysLabel([1, 2, 3])).toBe('週一至週三')
    expect(daysLabel([1, 3, 5])).toBe('週一、三、五')
  })
})

describe('price by channel', () => {
  const item = { basePrice: 12_000, channelPrices: { takeout: 11_000 } }
  test('takeout takes its own price; dine-in and QR orders the base price', () => {
    expect(channelBasePrice(item, 'takeout')).toBe(11_000)
    expect(channelBasePrice(item, 'dine_in')).toBe(12_000)
    expect(channelBasePrice(item, 'qr_order')).toBe(12_000)
    expect(channelBasePrice({ basePrice: 12_000, channelPrices: {} }, 'takeout')).toBe(12_000)
    expect(channelBasePrice({ basePrice: 12_000, channelPrices: { takeout: 0 } }, 'takeout')).toBe(0)
  })
  test('外送 takes its own price; sizes move by the channel difference, never below zero', () => {
    const noodles = {
      basePrice: 16_000,
      channelPrices: { takeout: 15_000, delivery: 18_500 },
      sizeOptions: [
        { name: '小碗', price: 16_000 },
        { name: '大碗', price: 19_000 },
      ],
    }
    expect(channelPricing(noodles, 'delivery').sizeOptions.map((o) => o.price)).toEqual([18_500, 21_500])
    expect(channelPricing(noodles, 'takeout').sizeOptions.map((o) => o.price)).toEqual([15_000, 18_000])
    expect(channelPricing(noodles, 'dine_in')).toBe(noodles)
    const free = { ...noodles, channelPrices: { takeout: 0 }, sizeOptions: [{ name: '小', price: 1_000 }] }
    expect(channelPricing(free, 'takeout').sizeOptions[0]?.price).toBe(0)
    const asRead = {
      basePrice: '160.00',
      channelPrices: { delivery: '185.00' },
      sizeOptions: [{ name: '大碗', price: '190.00' }],
    }
    expect(forChannel(asRead, 'delivery')).toEqual({
      ...asRead,
      basePrice: '185.00',
      sizeOptions: [{ name: '大碗', price: '215.00' }],
    })
    expect(forChannel(asRead, 'takeout')).toBe(asRead)
  })
})

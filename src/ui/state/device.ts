/** Device class from the window (spec part1 §1): mobile < 768 ≤ tablet < 1024 ≤ desktop. */
import { signal } from '@preact/signals-react'

export type DeviceClass = 'mobile' | 'tablet' | 'desktop'

export type DeviceInfo = {
  kind: DeviceClass
  isMobile: boolean
  isTablet: boolean
  isDesktop: boolean
  isLandscape: boolean
  isTouch: boolean
  width: number
  height: number
}

export function classifyDevice(width: number, height: number, isTouch: boolean): DeviceInfo {
  const kind: DeviceClass = width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop'
  return {
    kind,
    isMobile: kind === 'mobile',
    isTablet: kind === 'tablet',
    isDesktop: kind === 'desktop',
    isLandscape: width > height,
    isTouch,
    width,
    height,
  }
}

function measure(): DeviceInfo {
  if (typeof window === 'undefined') return classifyDevice(1280, 800, false)
  const touch = 'ontouchstart' in window || navigator.maxTouchPoints > 0
  return classifyDevice(window.innerWidth, window.innerHeight, touch)
}

export const device = signal<DeviceInfo>(measure())

/** Keeps `device` current; returns the cleanup. Called once from main.tsx. */
export function watchDevice(): () => void {
  const update = () => {
    const next = measure()
    const prev = device.value
    if (next.kind !== prev.kind || next.isLandscape !== prev.isLandscape || next.isTouch !== prev.isTouch) {
      device.value = next
    }
  }
  window.addEventListener('resize', update)
  window.addEventListener('orientationchange', update)
  return () => {
    window.removeEventListener('resize', update)
    window.removeEventListener('orientationchange', update)
  }
}

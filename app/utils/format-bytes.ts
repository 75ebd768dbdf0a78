// One way to show a size, browser-safe: binary units (what the limits are set in), a whole number
// where it is one ('256 KB', '2 GB') and one decimal otherwise ('1.5 MB').
const UNITS = ['KB', 'MB', 'GB', 'TB'] as const

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${Math.round(value * 10) / 10} ${UNITS[unit]}`
}

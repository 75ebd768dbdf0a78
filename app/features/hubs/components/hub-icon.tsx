// Hub icons: the hubs table stores a lucide icon name (kebab or Pascal case). Only a small set is
// bundled (not all of lucide); unknown names fall back to the hub's own icon.
import {
  BadgeDollarSign,
  BookOpen,
  Heart,
  Megaphone,
  Mic,
  Shirt,
  Sparkles,
  Star,
  Trophy,
  type LucideIcon,
} from 'lucide-react'

const BY_NAME: Record<string, LucideIcon> = {
  sparkles: Sparkles,
  shirt: Shirt,
  megaphone: Megaphone,
  'badge-dollar-sign': BadgeDollarSign,
  mic: Mic,
  'book-open': BookOpen,
  star: Star,
  trophy: Trophy,
  heart: Heart,
}
const BY_HUB: Record<string, LucideIcon> = {
  'game-face': Sparkles,
  'fit-check': Shirt,
  'brand-u': BadgeDollarSign,
  'on-record': Mic,
}

export function HubIcon({
  hubId,
  icon,
  className,
}: {
  hubId: string
  icon?: string | null
  className?: string
}) {
  const key = (icon ?? '').replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()
  const Icon = BY_NAME[key] ?? BY_HUB[hubId] ?? Star
  return <Icon aria-hidden className={className} />
}

/** Static class names so Tailwind emits the hub colour variables (used as var(--color-hub-*) too). */
export const HUB_BG_CLASS: Record<string, string> = {
  'game-face': 'bg-hub-game-face',
  'fit-check': 'bg-hub-fit-check',
  'brand-u': 'bg-hub-brand-u',
  'on-record': 'bg-hub-on-record',
}

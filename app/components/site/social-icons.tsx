// Small line-style brand glyphs (lucide has no brand icons). 24x24, currentColor, decorative.
import type { ReactNode } from 'react'

const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
}

const GLYPHS: Record<string, ReactNode> = {
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </>
  ),
  Twitter: (
    <>
      <path d="M4 4l16 16" />
      <path d="M20 4L4 20" />
    </>
  ),
  TikTok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.4 5 4.6" />,
  YouTube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10.5 9.5v5l4.5-2.5z" fill="currentColor" />
    </>
  ),
  LinkedIn: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5c0-2 1.2-3 2.6-3S17 11.3 17 13v4" />
    </>
  ),
  Facebook: (
    <path d="M15.5 3.5H13a3.5 3.5 0 0 0-3.5 3.5v3H7v3.5h2.5V21H13v-7.5h2.6l.6-3.5H13V7.6c0-.6.4-.9 1-.9h1.5z" />
  ),
  Pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M10.5 20l2-8.2M10.7 14c.6.6 1.4.9 2.3.9 2.2 0 3.7-2 3.7-4.4 0-2.5-2-4.3-4.6-4.3-3 0-4.8 2.2-4.8 4.4 0 1 .4 2 1.1 2.4" />
    </>
  ),
}

export function SocialIcon({ platform, className }: { platform: string; className?: string }) {
  return (
    <svg {...common} className={className}>
      {GLYPHS[platform] ?? <circle cx="12" cy="12" r="9" />}
    </svg>
  )
}

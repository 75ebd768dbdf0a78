import { cn } from '#app/components/ui/cn'

/** The monogram used in the header, footer and favicon: a clay disc with a sand "B". */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <circle cx="16" cy="16" r="16" fill="#a8432b" />
      <path
        d="M6 23.5c5-1.6 14.5-1.6 20 0"
        stroke="#dcc8a6"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <text
        x="16"
        y="20.5"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontWeight="700"
        fontSize="15"
        fill="#fbf8f3"
      >
        B
      </text>
    </svg>
  )
}

import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from './cn'

const variants = {
  primary: 'bg-ink text-white hover:bg-sand-900 disabled:bg-sand-400',
  accent: 'bg-clay-600 text-white hover:bg-clay-700 disabled:bg-sand-400',
  outline: 'border border-sand-400 bg-white text-ink hover:bg-sand-100',
  ghost: 'text-ink hover:bg-sand-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const
const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  /** 44 px on phones, lg from the md breakpoint: big calls to action that must share a phone row */
  responsive: 'h-11 px-4 text-sm md:h-12 md:px-7 md:text-base',
  icon: 'size-10',
} as const

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
  asChild?: boolean
}

export function buttonClass(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
  extra?: string,
) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    extra,
  )
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild,
  className,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button'
  return (
    <Comp
      type={asChild ? undefined : (type ?? 'button')}
      className={buttonClass(variant, size, className)}
      {...props}
    />
  )
}

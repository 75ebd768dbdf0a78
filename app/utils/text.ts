// Shared rules for user text, safe for the browser. PostgreSQL cannot store a NUL character in a
// text column, so any string that reaches a query must be free of it.
import { z } from 'zod'

export const NUL_MESSAGE = 'Text cannot contain null characters.'

export function hasNul(value: string) {
  return value.includes('\0')
}

/** A string schema that refuses NUL; chain the field's own rules after it. */
export function textSchema(message = NUL_MESSAGE) {
  return z.string().refine((v) => !hasNul(v), { message })
}

/** Wraps any schema so a string input holding a NUL is refused before the schema sees it. */
export function refuseNul<S extends z.ZodType>(schema: S, message = NUL_MESSAGE) {
  return z
    .unknown()
    .superRefine((v, ctx) => {
      if (typeof v === 'string' && hasNul(v)) ctx.addIssue({ code: 'custom', message })
    })
    .pipe(schema)
}

/** The longest URL a form accepts (browsers and crawlers handle at least this much). */
export const URL_MAX = 2048

/** A slug: lower-case ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Lower-case, ASCII, hyphen-separated slug from any title, at most `max` characters. */
export function slugify(text: string, max = 80): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '')
}

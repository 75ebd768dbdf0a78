// Server-side (and editor-side) validation of the rich-text document a text block posts. Only the
// subset in rich-text.ts gets through: unknown nodes and marks are refused, attributes other than a
// link's href are dropped (so the editor's target/rel/class never reach the page), and links must
// pass safeHref.
import { z } from 'zod'
import { LINK_RULE, safeHref, type RichDoc } from './rich-text'

export const RICH_JSON_MAX = 200_000
const MAX_DEPTH = 12
const UNSUPPORTED =
  'This block has formatting that is not supported: use bold, italics, links and lists'

const Mark = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('bold') }),
    z.object({ type: z.literal('italic') }),
    z.object({
      type: z.literal('link'),
      attrs: z.object({
        href: z.string().transform((v, ctx) => {
          const safe = safeHref(v)
          if (!safe) {
            ctx.addIssue({ code: 'custom', message: LINK_RULE })
            return z.NEVER
          }
          return safe
        }),
      }),
    }),
  ],
  { error: UNSUPPORTED },
)

const Inline = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('text'),
      text: z.string().min(1).max(20_000),
      marks: z.array(Mark).max(3).optional(),
    }),
    z.object({ type: z.literal('hardBreak') }),
  ],
  { error: UNSUPPORTED },
)

const Paragraph = z.object({
  type: z.literal('paragraph'),
  content: z.array(Inline).max(2000).optional(),
})

const Block: z.ZodType<RichDoc['content'][number]> = z.lazy(() =>
  z.discriminatedUnion(
    'type',
    [
      Paragraph,
      z.object({
        type: z.enum(['bulletList', 'orderedList']),
        content: z
          .array(z.object({ type: z.literal('listItem'), content: z.array(Block).min(1).max(50) }))
          .min(1)
          .max(200),
      }),
    ],
    { error: UNSUPPORTED },
  ),
) as z.ZodType<RichDoc['content'][number]>

export const RichDocSchema = z.object({
  type: z.literal('doc', { error: UNSUPPORTED }),
  content: z.array(Block).max(1000),
})

/** Nesting depth, counted before zod walks the tree so a deeply nested post cannot overflow it. */
function tooDeep(node: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return true
  if (!node || typeof node !== 'object') return false
  const content = (node as { content?: unknown }).content
  return Array.isArray(content) && content.some((c) => tooDeep(c, depth + 1))
}

/** Parses the JSON string a text block posts: the document, or the message to show under the block. */
export function parseRichJson(
  raw: string,
): { ok: true; doc: RichDoc } | { ok: false; error: string } {
  if (raw.length > RICH_JSON_MAX)
    return { ok: false, error: 'Text blocks must be 20000 characters or fewer' }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { ok: false, error: UNSUPPORTED }
  }
  if (tooDeep(json)) return { ok: false, error: 'Lists can be nested at most five levels deep' }
  const parsed = RichDocSchema.safeParse(json)
  if (!parsed.success) {
    const link = parsed.error.issues.find((i) => i.message === LINK_RULE)
    return { ok: false, error: link?.message ?? UNSUPPORTED }
  }
  // the inferred type of a lazy union is loose; the schema above is exactly RichDoc
  return { ok: true, doc: parsed.data as RichDoc }
}

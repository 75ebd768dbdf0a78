// The review queue's kinds, filter and decision form (browser-safe): everything members write that
// waits for a moderator, and reported items.
import { z } from 'zod'

/** Kinds of member content that can wait for review (one per table, see QUEUE_TABLES). */
export const CONTENT_KINDS = ['story', 'question', 'answer', 'comment', 'review'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]
export const QUEUE_KINDS = [...CONTENT_KINDS, 'report'] as const
export type QueueKind = (typeof QUEUE_KINDS)[number]

export const KIND_LABELS: Record<QueueKind, { one: string; many: string }> = {
  story: { one: 'story', many: 'stories' },
  question: { one: 'question', many: 'questions' },
  answer: { one: 'answer', many: 'answers' },
  comment: { one: 'comment', many: 'comments' },
  review: { one: 'product review', many: 'product reviews' },
  report: { one: 'report', many: 'reports' },
}

export const QUEUE_PAGE_SIZE = 50

export const QueueFilterSchema = z.object({
  kind: z.enum(['all', ...QUEUE_KINDS]).catch('all'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})
export type QueueFilter = z.infer<typeof QueueFilterSchema>

/** The reasons a moderator picks from; 'other' needs her own words. */
export const REJECTION_REASONS = [
  { value: 'guidelines', label: 'It breaks the community guidelines' },
  { value: 'unkind', label: 'It is unkind or hurtful to someone' },
  { value: 'personal_info', label: 'It shares personal information' },
  { value: 'spam', label: 'It is spam or advertising' },
  { value: 'off_topic', label: 'It is off topic' },
  { value: 'other', label: 'Other reason' },
] as const
type ReasonCode = (typeof REJECTION_REASONS)[number]['value']

/** One item in a decision: `story:<id>`, ..., or `report-<kind>:<id>` for a reported item. */
export type QueueItemKey = { kind: QueueKind; itemType: ContentKind; id: string }

const KEY_PATTERN =
  /^(story|question|answer|comment|review|report-(?:story|question|answer|comment)):(.+)$/

export function itemKey(kind: QueueKind, itemType: ContentKind, id: string) {
  return kind === 'report' ? `report-${itemType}:${id}` : `${kind}:${id}`
}

const ItemKeySchema = z
  .string()
  .max(100)
  .transform((v, ctx): QueueItemKey => {
    const m = KEY_PATTERN.exec(v)
    if (!m || !z.uuid().safeParse(m[2]).success) {
      ctx.addIssue({ code: 'custom', message: 'This item is not in the queue' })
      return z.NEVER
    }
    const [kind, sub] = m[1]!.split('-') as [string, string | undefined]
    return sub
      ? { kind: 'report', itemType: sub as ContentKind, id: m[2]! }
      : { kind: kind as ContentKind, itemType: kind as ContentKind, id: m[2]! }
  })

const optionalText = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z.string().trim().max(max, `${label} must be less than ${max} characters`),
  )

export const QueueDecisionSchema = z
  .object({
    intent: z.enum(['approve', 'reject'], { message: 'Choose approve or reject' }),
    item: z
      .array(ItemKeySchema, { message: 'Select at least one item' })
      .min(1, 'Select at least one item')
      .max(QUEUE_PAGE_SIZE, `Select at most ${QUEUE_PAGE_SIZE} items`),
    reason: z.preprocess(
      (v) => (v === '' || v == null ? undefined : v),
      z
        .enum(REJECTION_REASONS.map((r) => r.value) as [ReasonCode, ...ReasonCode[]], {
          message: 'Please choose a reason',
        })
        .optional(),
    ),
    details: optionalText(500, 'Details'),
  })
  .superRefine((v, ctx) => {
    if (v.intent !== 'reject') return
    if (!v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Please choose a reason' })
    else if (v.reason === 'other' && !v.details)
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'Please say why in a few words' })
  })
export type QueueDecision = z.infer<typeof QueueDecisionSchema>

/** The text stored in the item's rejection_reason and shown to its author. */
export function rejectionText(d: Pick<QueueDecision, 'reason' | 'details'>): string | null {
  const r = REJECTION_REASONS.find((x) => x.value === d.reason)
  if (!r) return null
  if (r.value === 'other') return d.details
  return d.details ? `${r.label}. ${d.details}` : r.label
}

/** The decision form's values: every checked item, the button's intent, the reason. */
export function queueDecisionValues(form: FormData) {
  return {
    intent: form.get('intent'),
    item: form.getAll('item'),
    reason: form.get('reason'),
    details: form.get('details'),
  }
}

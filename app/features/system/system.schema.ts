import { z } from 'zod'

export const SystemActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('resolve'),
    alertId: z.uuid({ message: 'Alert not found' }),
  }),
  z.object({ intent: z.literal('test-email') }),
])
export type SystemAction = z.infer<typeof SystemActionSchema>

export const SYSTEM_MESSAGES = {
  resolved: 'Alert resolved',
  notFound: 'Alert not found',
  testEmailSent: (mode: string) =>
    mode === 'SMTP' ? 'Test email sent' : 'Test email written to the outbox',
  invalid: 'Something went wrong. Please try again.',
} as const

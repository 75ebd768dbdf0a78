// The shape a client error report must have (zod stays out of the browser bundle).
import { z } from 'zod'
import type { ClientError } from './client-errors'

export const ClientErrorSchema = z.object({
  kind: z.enum(['error', 'unhandledrejection']),
  message: z.string().max(1000),
  source: z.string().max(500).optional(),
  line: z.number().int().nonnegative().optional(),
  column: z.number().int().nonnegative().optional(),
  stack: z.string().max(4000).optional(),
  page: z.string().max(500),
}) satisfies z.ZodType<ClientError>

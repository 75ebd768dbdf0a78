// Quiz answers and the back office's quiz editor (browser-safe).
import { z } from 'zod'
import { HUBS } from '#app/utils/site'
import { isUuid } from '#app/utils/uuid'

export const QUIZ_MESSAGES = {
  answerAll: 'Please answer every question',
  wrongQuiz: 'An answer does not belong to this quiz. Please start the quiz again.',
  notFound: 'This quiz does not exist or is not published.',
} as const

export const MIN_QUIZ_QUESTIONS = 5
export const MAX_QUIZ_QUESTIONS = 10

/** The quiz form posts one radio group per question: q.<questionId> = <optionId>. */
export function readQuizAnswers(form: FormData): Map<string, string> | null {
  const out = new Map<string, string>()
  for (const [k, v] of form) {
    if (!k.startsWith('q.')) continue
    const questionId = k.slice(2)
    if (typeof v !== 'string' || !isUuid(questionId) || !isUuid(v) || out.has(questionId))
      return null
    out.set(questionId, v)
  }
  return out
}

const hubIds = HUBS.map((h) => h.id) as [string, ...string[]]

/**
 * The quiz editor's text format, one block per question separated by a blank line: the first line
 * is the question, each following line an answer as "answer text => result key".
 */
export function parseQuestionBlocks(text: string) {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
    .map((block) => {
      const [prompt, ...lines] = block.split('\n').map((l) => l.trim())
      return {
        prompt: prompt!.replace(/^\d+[.)]\s*/, ''),
        options: lines.map((l) => {
          const [text, key] = l.replace(/^[-*]\s*/, '').split('=>')
          return { text: (text ?? '').trim(), resultKey: (key ?? '').trim() }
        }),
      }
    })
}

/**
 * Results: one block each: first line "key | title | hub id | keywords" (keywords optional, comma
 * separated: matched against articles' tags and category to recommend reading), then the explanation.
 */
export function parseResultBlocks(text: string) {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
    .map((block) => {
      const [head, ...rest] = block.split('\n')
      const [key, title, hubId, keywords] = (head ?? '').split('|').map((s) => s.trim())
      return {
        key: key ?? '',
        title: title ?? '',
        hubId: hubId ?? '',
        tags: [
          ...new Set(
            (keywords ?? '')
              .split(',')
              .map((t) => t.trim())
              .filter(Boolean),
          ),
        ],
        description: rest.join('\n').trim(),
      }
    })
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')

export const QuizEditorSchema = z
  .object({
    title: z.preprocess(
      str,
      z
        .string()
        .trim()
        .min(1, 'Title is required')
        .max(150, 'Title must be less than 150 characters'),
    ),
    slug: z.preprocess(
      str,
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slug: lower-case letters, numbers and hyphens')
        .max(80, 'Slug must be less than 80 characters'),
    ),
    description: z.preprocess(
      str,
      z.string().trim().max(1000, 'Description must be less than 1000 characters'),
    ),
    hubId: z.enum(hubIds, { message: 'Please choose a hub' }),
    results: z.preprocess(
      (v) => parseResultBlocks(str(v)),
      z
        .array(
          z.object({
            key: z
              .string()
              .regex(
                /^[a-z0-9-]{1,40}$/,
                'Each result needs a key of lower-case letters, numbers or hyphens',
              ),
            title: z
              .string()
              .min(1, 'Each result needs a title')
              .max(100, 'Result titles must be less than 100 characters'),
            hubId: z.enum(hubIds, {
              message: 'Each result needs a hub id (game-face, fit-check, brand-u, on-record)',
            }),
            tags: z
              .array(z.string().max(40, 'Each keyword must be 40 characters or fewer'))
              .max(12, 'Use at most 12 keywords per result'),
            description: z
              .string()
              .min(1, 'Each result needs an explanation')
              .max(2000, 'Result explanations must be less than 2000 characters'),
          }),
        )
        .min(2, 'Add at least 2 results'),
    ),
    questions: z.preprocess(
      (v) => parseQuestionBlocks(str(v)),
      z
        .array(
          z.object({
            prompt: z.string().min(1).max(300, 'Questions must be less than 300 characters'),
            options: z
              .array(
                z.object({
                  text: z
                    .string()
                    .min(1, 'Each answer needs a text')
                    .max(200, 'Answers must be less than 200 characters'),
                  resultKey: z.string().min(1, 'Each answer needs "=> result key"'),
                }),
              )
              .min(2, 'Each question needs at least 2 answers')
              .max(6, 'A question can have at most 6 answers'),
          }),
        )
        .min(
          MIN_QUIZ_QUESTIONS,
          `A quiz needs ${MIN_QUIZ_QUESTIONS} to ${MAX_QUIZ_QUESTIONS} questions`,
        )
        .max(
          MAX_QUIZ_QUESTIONS,
          `A quiz needs ${MIN_QUIZ_QUESTIONS} to ${MAX_QUIZ_QUESTIONS} questions`,
        ),
    ),
    isPublished: z.preprocess((v) => v === 'on' || v === 'true', z.boolean()),
  })
  .superRefine((q, ctx) => {
    const keys = new Set(q.results.map((r) => r.key))
    if (keys.size !== q.results.length)
      ctx.addIssue({ code: 'custom', path: ['results'], message: 'Result keys must be different' })
    for (const question of q.questions)
      for (const o of question.options)
        if (!keys.has(o.resultKey)) {
          ctx.addIssue({
            code: 'custom',
            path: ['questions'],
            message: `"${o.text}" points to an unknown result key "${o.resultKey}"`,
          })
          return
        }
  })
export type QuizEditor = z.infer<typeof QuizEditorSchema>

export const QuizIdSchema = z.object({ id: z.uuid('Quiz not found') })

/** The shared result's address segment in /og/quiz-result/{slug}_{key}.png (neither has "_"). */
export function quizResultCardId(slug: string, key: string) {
  return `${slug}_${key}`
}

export function parseQuizResultCardId(id: string) {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)_([a-z0-9-]{1,40})$/.exec(id)
  return m ? { slug: m[1]!, key: m[2]! } : null
}

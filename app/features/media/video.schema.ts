// Video uploads and captions: messages and the captions form (browser-safe).
import { z } from 'zod'

export const ACCEPTED_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm']

export const VIDEO_MESSAGES = {
  missing: 'Choose a video to upload (MP4, MOV or WebM).',
  unsupported: 'Unsupported video type. Please upload an MP4, MOV or WebM file.',
  unreadable: 'The upload was interrupted or is not a form upload. Please try again.',
  tooLarge: (max: string) => `The video is too large. The maximum size is ${max}.`,
  captionsMissing: 'Choose a WebVTT captions file (.vtt).',
  captionsInvalid: 'This is not a WebVTT file: it must start with "WEBVTT".',
  captionsTooLarge: 'Captions files must be 1 MB or smaller.',
  notVideo: 'Captions can only be added to a video.',
} as const

/** Caption files are small text files; 1 MB is hours of subtitles. */
export const CAPTIONS_MAX_BYTES = 1024 * 1024

export const CaptionsFormSchema = z.object({
  id: z.uuid('Video not found'),
  lang: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/, 'Use a language code such as en or es'),
  label: z
    .string()
    .trim()
    .min(1, 'Name the captions (for example English)')
    .max(60, 'The label must be 60 characters or fewer'),
})
export type CaptionsForm = z.infer<typeof CaptionsFormSchema>

/** A WebVTT file starts with "WEBVTT" (after an optional byte order mark), then a space, tab or line end. */
export function looksLikeWebVtt(text: string) {
  return /^\uFEFF?WEBVTT(?:[ \t].*)?(?:\r?\n|\r|$)/.test(text)
}

export type VideoJobView = {
  status: 'queued' | 'running' | 'done' | 'failed'
  progress: number
  error: string | null
}

// The one way a loader or action refuses: `invariantResponse(found, 'Article not found')` throws a
// 404 (or the status given) that the route's error boundary shows; TypeScript then knows the value
// is there. Resource routes that answer plain text use `refusal()` to return the same thing.
import { data } from 'react-router'

/** Throws a `data(message, { status })` (404 by default) when the condition is falsy. */
export function invariantResponse(
  condition: unknown,
  message: string,
  init: { status?: number; headers?: HeadersInit } = {},
): asserts condition {
  if (!condition) throw data(message, { status: init.status ?? 404, headers: init.headers })
}

/** A plain-text refusal for resource routes (feeds, media, downloads): 404 by default, no-store. */
export function refusal(message: string, status = 404, headers?: HeadersInit) {
  const h = new Headers(headers)
  if (!h.has('Content-Type')) h.set('Content-Type', 'text/plain; charset=utf-8')
  if (!h.has('Cache-Control')) h.set('Cache-Control', 'no-store')
  return new Response(message, { status, headers: h })
}

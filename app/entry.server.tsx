import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'

import { bootstrap } from '#app/utils/lifecycle.server'

export { bootstrap, shutdown } from '#app/utils/lifecycle.server'
// server.mjs mounts the anonymous-reader HTML cache in front of the React Router handler
export { createPublicCacheMiddleware } from '#app/utils/public-cache.server'

declare global {
  var __devBootstrapped: boolean | undefined
}
// In development the Vite dev server has no server.mjs: seed and start schedulers on first load.
if (import.meta.env.DEV && !globalThis.__devBootstrapped) {
  globalThis.__devBootstrapped = true
  void bootstrap().catch((error) => console.error('bootstrap failed', error))
}

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // bots and no-JS readers get the whole document at once
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyOption]() {
        shellRendered = true
        const body = new PassThrough()
        const stream = createReadableStreamFromReadable(body)
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
        pipe(body)
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        if (shellRendered) console.error(error)
      },
    })
    setTimeout(abort, streamTimeout + 1000)
  })
}

// The one error every storage (media files, backup archives) throws when it cannot be reached: a
// bucket that does not answer, refuses the keys or is missing. Callers answer it with a 503 and
// STORAGE_UNAVAILABLE_MESSAGE instead of a server error; nothing is written to the database.

export const STORAGE_UNAVAILABLE_MESSAGE = 'Media storage is unavailable. Please try again.'

export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError'
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`Storage unavailable: ${detail}`, options)
  }
}

export function isStorageUnavailable(error: unknown): error is StorageUnavailableError {
  return error instanceof Error && error.name === 'StorageUnavailableError'
}

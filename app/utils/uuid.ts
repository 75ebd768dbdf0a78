const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A canonical UUID (any version), so an id from a URL can go to a uuid column without a 500. */
export function isUuid(value: string): boolean {
  return UUID.test(value)
}

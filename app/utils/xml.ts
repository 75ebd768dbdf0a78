// XML text helpers shared by the sitemaps and feeds (browser-safe, no dependencies).

/** Escapes text for an XML element or attribute; drops characters XML 1.0 forbids. */
export function xmlEscape(s: string) {
  return s
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(
      /[<>&'"]/g,
      (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
    )
}

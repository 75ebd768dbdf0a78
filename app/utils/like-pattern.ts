/** A LIKE/ILIKE pattern that matches `q` anywhere, with its own %, _ and \ taken literally. */
export function likePattern(q: string) {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

// The one SQL expression for a member's public name (story and question pages, community lists,
// comments, feeds, JSON-LD, emails to others). It never falls back to users.name or any part of
// the email: until late 2026 the pop-up sign-up stored the email's local part as the name, so a
// display name that shows the address (an "@", or the local part's letters) is skipped too.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { profiles, users } from '#app/db/schema'

export const ANONYMOUS_MEMBER = 'Community member'

const letters = (v: SQL) => sql`regexp_replace(lower(${v}), '[^[:alnum:]]', '', 'g')`

/** The name itself, or null when it is blank or shows the member's email address. */
function safeName(name: AnyColumn, email: AnyColumn) {
  const local = letters(sql`split_part(coalesce(${email}, ''), '@', 1)`)
  const named = letters(sql`${name}`)
  return sql`case when nullif(trim(${name}), '') is null or position('@' in ${name}) > 0 then null
    when length(${local}) >= 5 and position(${local} in ${named}) > 0 then null
    when length(${local}) > 0 and ${named} = ${local} then null
    else trim(${name}) end`
}

/** A member's public name from `profiles` and `users` joined on the row's user id. */
export const publicMemberName = sql<string>`coalesce(${safeName(profiles.displayName, users.email)}, ${safeName(users.displayName, users.email)}, ${ANONYMOUS_MEMBER})`

/** An account's name for others when no profile is joined (an inviter), or null. */
export const accountPublicName = sql<string | null>`${safeName(users.displayName, users.email)}`

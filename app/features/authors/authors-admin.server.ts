// Authors back office: list with article counts, create/update (renames flow to the articles'
// author_name), delete only when no articles remain or after reassigning them.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles, authors, userRoles, users } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import type { ActionResult } from '#app/utils/action-result'
import type { AuthorForm } from './authors-admin.schema'
import { failure } from '#app/utils/action-result'

/** A write's result; a create also gives the new author's id. */
export type AuthorResult = ActionResult & { id?: string }

const articleCount = sql<number>`cast((select count(*) from ${articles} a where a.author_id = ${authors.id}) as int)`

export async function listAdminAuthors() {
  const rows = await db
    .select({
      id: authors.id,
      name: authors.name,
      slug: authors.slug,
      title: authors.title,
      avatarUrl: authors.avatarUrl,
      userEmail: users.email,
      articleCount,
    })
    .from(authors)
    .leftJoin(users, eq(users.id, authors.userId))
    .orderBy(asc(authors.name))
  return rows.map((r) => ({ ...r, articleCount: Number(r.articleCount) }))
}

export async function getAdminAuthor(id: string) {
  const [row] = await db
    .select({ author: authors, articleCount })
    .from(authors)
    .where(eq(authors.id, id))
  return row ? { ...row.author, articleCount: Number(row.articleCount) } : null
}

/** Staff accounts an author profile can be linked to. */
export async function listLinkableUsers() {
  return db
    .selectDistinct({
      id: users.id,
      email: users.email,
      name: sql<string>`coalesce(${users.displayName}, ${users.name})`,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(inArray(userRoles.role, ['editor', 'admin']))
    .orderBy(users.email)
}

async function checkUnique(form: AuthorForm, exceptId?: string): Promise<AuthorResult | null> {
  const notSelf = exceptId ? ne(authors.id, exceptId) : undefined
  const [slug] = await db
    .select({ id: authors.id })
    .from(authors)
    .where(and(eq(authors.slug, form.slug), notSelf))
  if (slug)
    return {
      ok: false,
      message: 'An author with this slug already exists',
      status: 400,
      errors: { slug: 'An author with this slug already exists' },
    }
  if (form.userId) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, form.userId))
    if (!user)
      return {
        ok: false,
        message: 'That account no longer exists',
        status: 400,
        errors: { userId: 'That account no longer exists' },
      }
  }
  return null
}

export async function createAuthor(actor: Actor, form: AuthorForm): Promise<AuthorResult> {
  const problem = await checkUnique(form)
  if (problem) return problem
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(authors).values(form).returning({ id: authors.id })
    await recordAudit(tx, {
      action: 'create',
      entityType: 'author',
      entityId: row!.id,
      entityData: { name: form.name },
      userId: actor.id,
    })
    return row!.id
  })
  return { ok: true, message: 'Author created', id }
}

export async function updateAuthor(
  actor: Actor,
  id: string,
  form: AuthorForm,
): Promise<AuthorResult> {
  const problem = await checkUnique(form, id)
  if (problem) return problem
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(authors)
      .set(form)
      .where(eq(authors.id, id))
      .returning({ id: authors.id })
    if (!row) return false
    await tx.update(articles).set({ authorName: form.name }).where(eq(articles.authorId, id))
    await recordAudit(tx, {
      action: 'update',
      entityType: 'author',
      entityId: id,
      entityData: { name: form.name },
      userId: actor.id,
    })
    return true
  })
  if (!done) return failure('Author not found', 404)
  return { ok: true, message: 'Author saved', id }
}

/** Deletes an author; one with articles needs another author to take them over. */
export async function deleteAuthor(
  actor: Actor,
  id: string,
  reassignTo: string | null,
): Promise<AuthorResult> {
  const author = await getAdminAuthor(id)
  if (!author) return failure('Author not found', 404)
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(articles)
    .where(eq(articles.authorId, id))
  let target: { id: string; name: string } | undefined
  if (Number(n) > 0) {
    const message = `${author.name} has ${n} article(s). Choose another author to reassign them to before deleting.`
    if (!reassignTo) return failure(message, 400, { reassignTo: message })
    if (reassignTo === id)
      return {
        ok: false,
        message: 'Choose a different author',
        status: 400,
        errors: { reassignTo: 'Choose a different author' },
      }
    ;[target] = await db
      .select({ id: authors.id, name: authors.name })
      .from(authors)
      .where(eq(authors.id, reassignTo))
    if (!target)
      return {
        ok: false,
        message: 'That author no longer exists',
        status: 400,
        errors: { reassignTo: 'That author no longer exists' },
      }
  }
  await db.transaction(async (tx) => {
    if (target)
      await tx
        .update(articles)
        .set({ authorId: target.id, authorName: target.name })
        .where(eq(articles.authorId, id))
    await tx.delete(authors).where(eq(authors.id, id))
    await recordAudit(tx, {
      action: 'hard_delete',
      entityType: 'author',
      entityId: id,
      entityData: {
        name: author.name,
        articles: Number(n),
        ...(target ? { reassignedTo: target.name } : {}),
      },
      userId: actor.id,
    })
  })
  return {
    ok: true,
    message: target ? `Author deleted; ${n} article(s) moved to ${target.name}` : 'Author deleted',
  }
}

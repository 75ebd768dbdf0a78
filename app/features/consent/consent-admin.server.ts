// The admin Consent tab: partners (add, deactivate, reactivate), purposes (texts, deactivate), the tag-manager id,
// and the daily consent statistics. Every write is audited in its transaction; the cookie policy
// lists these, so the shared HTML cache is emptied afterwards.
import { asc, eq, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { consentPurposes, consentVendors, siteSettings } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import type { ActionResult } from '#app/utils/action-result'
import type { ConsentAdminInput } from './consent-api.schema'
import { TAG_MANAGER_SETTING } from './consent.schema'

export async function listAllVendors() {
  return db.select().from(consentVendors).orderBy(asc(consentVendors.name))
}

async function addVendor(
  actor: string,
  v: Extract<ConsentAdminInput, { intent: 'add-vendor' }>,
): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(consentVendors)
      .values({
        vendorId: v.vendorId,
        name: v.name,
        privacyPolicyUrl: v.privacyPolicyUrl,
        purposes: [...new Set(v.purposes)].sort(),
      })
      .onConflictDoNothing()
      .returning({ id: consentVendors.id })
    if (!row)
      return {
        ok: false as const,
        status: 409,
        message: `A partner with vendor ID ${v.vendorId} already exists`,
        errors: { vendorId: 'This vendor ID is taken' },
      }
    await recordAudit(tx, {
      action: 'create',
      entityType: 'consent_vendor',
      entityId: row.id,
      entityData: { name: v.name, vendorId: v.vendorId, purposes: v.purposes },
      userId: actor,
    })
    return { ok: true as const, message: `Partner "${v.name}" added` }
  })
}

async function setVendorActive(actor: string, vendorId: number, active: boolean) {
  return db.transaction(async (tx): Promise<ActionResult> => {
    const [row] = await tx
      .update(consentVendors)
      .set({ isActive: active })
      .where(eq(consentVendors.vendorId, vendorId))
      .returning({ id: consentVendors.id, name: consentVendors.name })
    if (!row) return { ok: false, status: 404, message: 'Partner not found' }
    await recordAudit(tx, {
      action: active ? 'activate' : 'deactivate',
      entityType: 'consent_vendor',
      entityId: row.id,
      entityData: { name: row.name, vendorId, isActive: active },
      userId: actor,
    })
    return { ok: true, message: `Partner "${row.name}" ${active ? 'reactivated' : 'deactivated'}` }
  })
}

/**
 * Stops (or resumes) offering a purpose. Readers are no longer asked about it and the server records
 * it as refused; past records keep what was chosen. The essential purpose cannot be switched off.
 */
async function setPurposeActive(actor: string, purposeId: number, active: boolean) {
  return db.transaction(async (tx): Promise<ActionResult> => {
    const [current] = await tx
      .select({ name: consentPurposes.name, isEssential: consentPurposes.isEssential })
      .from(consentPurposes)
      .where(eq(consentPurposes.purposeId, purposeId))
      .for('update')
    if (!current) return { ok: false, status: 404, message: 'Purpose not found' }
    if (current.isEssential && !active)
      return { ok: false, status: 400, message: 'Necessary cookies are always on' }
    await tx
      .update(consentPurposes)
      .set({ isActive: active })
      .where(eq(consentPurposes.purposeId, purposeId))
    await recordAudit(tx, {
      action: active ? 'activate' : 'deactivate',
      entityType: 'consent_purpose',
      entityId: String(purposeId),
      entityData: { name: current.name, isActive: active },
      userId: actor,
    })
    return {
      ok: true,
      message: `Purpose "${current.name}" ${active ? 'reactivated' : 'deactivated'}`,
    }
  })
}

async function updatePurpose(actor: string, purposeId: number, description: string) {
  return db.transaction(async (tx): Promise<ActionResult> => {
    const [row] = await tx
      .update(consentPurposes)
      .set({ description })
      .where(eq(consentPurposes.purposeId, purposeId))
      .returning({ name: consentPurposes.name })
    if (!row) return { ok: false, status: 404, message: 'Purpose not found' }
    await recordAudit(tx, {
      action: 'update',
      entityType: 'consent_purpose',
      entityId: String(purposeId),
      entityData: { name: row.name, description },
      userId: actor,
    })
    return { ok: true, message: `Purpose "${row.name}" updated` }
  })
}

async function setTagManagerId(actor: string, id: string) {
  return db.transaction(async (tx): Promise<ActionResult> => {
    await tx
      .insert(siteSettings)
      .values({ key: TAG_MANAGER_SETTING, value: id, updatedBy: actor })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: sql`excluded.value`, updatedBy: actor, updatedAt: new Date() },
      })
    await recordAudit(tx, {
      action: 'update',
      entityType: 'site_settings',
      entityId: TAG_MANAGER_SETTING,
      entityData: { name: 'Tag manager', value: id || null },
      userId: actor,
    })
    return { ok: true, message: id ? `Tag manager ${id} saved` : 'Tag manager removed' }
  })
}

/** Runs one admin change; the caller has checked the admin role. */
export async function applyConsentAdmin(
  actor: Actor,
  input: ConsentAdminInput,
): Promise<ActionResult> {
  let result: ActionResult
  switch (input.intent) {
    case 'add-vendor':
      result = await addVendor(actor.id, input)
      break
    case 'set-vendor-active':
      result = await setVendorActive(actor.id, input.vendorId, input.active)
      break
    case 'set-purpose-active':
      result = await setPurposeActive(actor.id, input.purposeId, input.active)
      break
    case 'update-purpose':
      result = await updatePurpose(actor.id, input.purposeId, input.description)
      break
    case 'tag-manager':
      result = await setTagManagerId(actor.id, input.tagManagerId)
      break
  }
  return result
}

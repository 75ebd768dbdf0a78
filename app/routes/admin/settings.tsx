import { Form, useNavigation } from 'react-router'
import type { Route } from './+types/settings'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { SettingsTabs } from '#app/components/admin/settings-tabs'
import { useActionToast } from '#app/components/use-action-toast'
import { Button } from '#app/components/ui/button'
import { FormMessage, InputField } from '#app/components/ui/field'
import { ChipListField } from '#app/components/admin/chip-list-field'
import { requireRole } from '#app/features/accounts/roles.server'
import { CONTENT_INTERESTS, SPORT_INTERESTS } from '#app/features/accounts/interests'
import {
  SettingsFormSchema,
  VIDEO_UPLOAD_MAX_MB_LIMIT,
  settingsFormValues,
} from '#app/features/settings/settings.schema'
import {
  SETTINGS_MESSAGES,
  getSiteSettings,
  updateSiteSettings,
} from '#app/features/settings/settings.server'
import { SOCIAL_PLATFORMS } from '#app/utils/site'
import { failure, invalidResult } from '#app/utils/action-result'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [{ title: 'Settings | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.settings.minRole)
  return { settings: await getSiteSettings() }
}

export const action = defineAction({
  defaultIntent: 'save',
  // an editor's save is refused with the settings' own message (docs/product.md#roles)
  forbidden: failure(SETTINGS_MESSAGES.adminRequired, 403),
  intents: {
    save: intent({
      who: ADMIN_SECTIONS.settings.minRole,
      parse: (form) => {
        const parsed = SettingsFormSchema.safeParse(settingsFormValues(form))
        return parsed.success
          ? { ok: true, input: parsed.data }
          : invalidResult(parsed.error.issues)
      },
      audit: 'site_settings',
      // the site name, links and icon are on every page
      invalidates: 'all',
      run: ({ user, input }) => updateSiteSettings(user, input),
    }),
  },
})

const card = 'space-y-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-xs'
const legend = 'font-display text-xl font-semibold text-ink'

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  const errors = (actionData && !actionData.ok ? actionData.errors : undefined) ?? {}
  return (
    <AdminPage
      title="Settings"
      description="Site-wide lists and links. The footer shows the social links; Explore and the article editor offer the categories."
    >
      <SettingsTabs current="general" />
      <Form method="post" className="max-w-4xl space-y-6">
        <fieldset className={card}>
          <legend className={`${legend} float-left mb-2 w-full`}>Social links</legend>
          <p className="clear-both text-sm text-sand-800">
            Leave a field empty to hide that platform in the footer.
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            {SOCIAL_PLATFORMS.map((p) => (
              <InputField
                key={p}
                label={p}
                name={`social_links.${p}`}
                type="url"
                inputMode="url"
                placeholder={`https://www.${p.toLowerCase()}.com/…`}
                defaultValue={settings.social_links[p] ?? ''}
                error={errors[`social_links.${p}`]}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className={card}>
          <legend className={`${legend} float-left mb-2 w-full`}>Lists</legend>
          <div className="clear-both grid gap-6 lg:grid-cols-3">
            <ChipListField
              label="Article categories"
              name="article_categories"
              itemLabel="category"
              defaultValue={settings.article_categories}
              error={errors.article_categories}
            />
            <ChipListField
              label="Sport options"
              name="sport_options"
              itemLabel="sport"
              hint={`Kept with the settings and in backups; readers don't see it. The newsletter, profile and sign-up offer the site's interest list: ${SPORT_INTERESTS.join(', ')}.`}
              defaultValue={settings.sport_options}
              error={errors.sport_options}
            />
            <ChipListField
              label="Content preferences"
              name="content_preferences"
              itemLabel="preference"
              hint={`Kept with the settings and in backups; readers don't see it. The newsletter, profile and sign-up offer the site's interest list: ${CONTENT_INTERESTS.join(', ')}.`}
              defaultValue={settings.content_preferences}
              error={errors.content_preferences}
            />
          </div>
        </fieldset>
        <fieldset className={card}>
          <legend className={`${legend} float-left mb-2 w-full`}>Community moderation</legend>
          <div className="clear-both">
            <ChipListField
              label="Banned words and phrases"
              name="banned_words"
              itemLabel="word or phrase"
              hint="A question, answer or comment containing one waits in the review queue instead of appearing at once. Leave empty to turn the word filter off."
              defaultValue={settings.banned_words}
              error={errors.banned_words}
            />
          </div>
        </fieldset>
        <fieldset className={card}>
          <legend className={`${legend} float-left mb-2 w-full`}>Video uploads</legend>
          <div className="clear-both">
            <InputField
              label="Largest video upload (MB)"
              name="video_upload_max_mb"
              type="number"
              min={1}
              max={VIDEO_UPLOAD_MAX_MB_LIMIT}
              step={1}
              inputMode="numeric"
              defaultValue={String(settings.video_upload_max_mb)}
              hint="MP4, MOV or WebM files in the media library. Larger uploads are stopped while they arrive."
              error={errors.video_upload_max_mb}
              className="max-w-xs"
            />
          </div>
        </fieldset>
        <fieldset className={card}>
          <legend className={`${legend} float-left mb-2 w-full`}>Favicon</legend>
          <div className="clear-both flex flex-wrap items-end gap-4">
            <InputField
              label="Favicon URL"
              name="favicon_url"
              defaultValue={settings.favicon_url}
              error={errors.favicon_url}
              className="min-w-64 flex-1"
            />
            <img
              src={settings.favicon_url}
              alt="Current favicon"
              width={40}
              height={40}
              className="size-10 rounded-lg bg-sand-100 p-1 ring-1 ring-sand-200"
            />
          </div>
        </fieldset>
        {/* one save bar, kept in view while the lists are edited (above the phone tab bar) */}
        <div className="sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-sand-200 bg-sand-50/95 px-4 py-3 backdrop-blur md:bottom-0 md:mx-0 md:rounded-2xl md:border md:px-5">
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? 'Saving…' : 'Save settings'}
          </Button>
          {actionData ? (
            <FormMessage tone={actionData.ok ? 'success' : 'error'}>
              {actionData.message}
            </FormMessage>
          ) : null}
        </div>
      </Form>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.settings.minRole} />
}

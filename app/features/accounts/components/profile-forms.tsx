// The /profile page's forms: details, photo, interests, data export and account deletion.
// Plain <Form>s posting to the page's action: they work without JavaScript.
import { Form, useNavigation } from 'react-router'
import { Button, buttonClass } from '#app/components/ui/button'
import { FocusFirstError, FormMessage, InputField, TextareaField } from '#app/components/ui/field'
import { CONTENT_INTERESTS, SPORT_INTERESTS } from '../interests'
import type { ProfileActionData } from '../profile-actions.server'
import { DELETE_CONFIRMATION, SOCIAL_FIELDS, socialHandleFromLink } from '../profile.schema'
import type { Profile } from '../profile.server'
import { ChipGroup } from './chip-group'

type Props = { profile: Profile; result?: ProfileActionData }

const PUBLIC = 'Public: shown on your profile'
const ONLY_YOU = 'Only you: never shown to others'

/** Who can see what a card holds, said once under its title. */
function Visibility({ scope }: { scope: 'public' | 'private' }) {
  return (
    <p
      className={
        scope === 'public'
          ? 'mt-1 inline-flex rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-900'
          : 'mt-1 inline-flex rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-sand-900'
      }
    >
      {scope === 'public' ? PUBLIC : ONLY_YOU}
    </p>
  )
}

function Card({
  title,
  id,
  visibility,
  children,
}: {
  title: string
  id: string
  visibility?: 'public' | 'private'
  children: React.ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-[2rem] bg-white p-6 ring-1 ring-sand-200 md:p-8"
    >
      <h2 id={id} className="font-display text-2xl font-semibold text-ink">
        {title}
      </h2>
      {visibility ? <Visibility scope={visibility} /> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}

function Outcome({ result, intent }: { result?: ProfileActionData; intent: string }) {
  if (!result || result.intent !== intent || !result.message) return null
  return (
    <>
      <FocusFirstError failure={result.ok ? null : result} />
      <FormMessage tone={result.ok ? 'success' : 'error'}>{result.message}</FormMessage>
    </>
  )
}

function useSubmitting(intent: string) {
  const nav = useNavigation()
  return nav.state !== 'idle' && nav.formData?.get('intent') === intent
}

export function ProfileDetailsForm({ profile, result }: Props) {
  const errors = result?.intent === 'update' && !result.ok ? result.errors : undefined
  const busy = useSubmitting('update')
  return (
    <Card title="Edit your profile" id="edit-profile" visibility="public">
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="update" />
        <Outcome result={result} intent="update" />
        <InputField
          label="Display name"
          name="displayName"
          required
          maxLength={100}
          defaultValue={profile.displayName}
          error={errors?.displayName}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="Sport"
            name="sport"
            list="sport-options"
            maxLength={60}
            defaultValue={profile.sport}
            error={errors?.sport}
          />
          <datalist id="sport-options">
            {SPORT_INTERESTS.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
          <InputField
            label="Location"
            name="location"
            maxLength={100}
            defaultValue={profile.location}
            error={errors?.location}
          />
        </div>
        <TextareaField
          label="Bio"
          name="bio"
          rows={4}
          maxLength={1000}
          defaultValue={profile.bio}
          error={errors?.bio}
        />
        <TextareaField
          label="Achievements"
          name="achievements"
          rows={4}
          hint="One per line, up to 20."
          defaultValue={profile.achievements.join('\n')}
          error={errors?.achievements}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-ink">Social accounts</legend>
          <p className="text-sm text-sand-800">
            Your @handle, or a full link. Your profile shows the full link.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_FIELDS.map((f) => (
              <InputField
                key={f.name}
                label={f.platform}
                name={f.name}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                placeholder="@yourname"
                hint={`${f.base.replace(/^https:\/\/(www\.)?/, '')}…`}
                defaultValue={socialHandleFromLink(f.base, profile.socialLinks[f.platform])}
                error={errors?.[f.name]}
              />
            ))}
          </div>
        </fieldset>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Saving…' : 'Save profile'}
        </Button>
      </Form>
    </Card>
  )
}

export function AvatarForm({ result }: { result?: ProfileActionData }) {
  const busy = useSubmitting('avatar')
  return (
    <Card title="Profile photo" id="profile-photo" visibility="public">
      <Form method="post" encType="multipart/form-data" className="space-y-4">
        <input type="hidden" name="intent" value="avatar" />
        <Outcome result={result} intent="avatar" />
        <InputField
          label="Choose an image"
          name="avatar"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          required
          hint="JPEG, PNG, WebP, AVIF or GIF. We crop it to a square."
        />
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload photo'}
        </Button>
      </Form>
    </Card>
  )
}

export function InterestsForm({ profile, result }: Props) {
  return (
    <Card title="Your interests" id="interests" visibility="private">
      <Form method="post" className="space-y-5">
        <input type="hidden" name="intent" value="interests" />
        <Outcome result={result} intent="interests" />
        <InterestChips
          legend="Sports"
          name="sports"
          options={SPORT_INTERESTS}
          selected={profile.sportsInterests}
        />
        <InterestChips
          legend="Content"
          name="interests"
          options={CONTENT_INTERESTS}
          selected={profile.contentInterests}
        />
        <Button type="submit" variant="outline">
          Save interests
        </Button>
      </Form>
    </Card>
  )
}

function InterestChips(props: {
  legend: string
  name: string
  options: readonly string[]
  selected: string[]
}) {
  // uncontrolled: checked by default from the profile, the browser keeps the state
  return (
    <ChipGroup
      legend={props.legend}
      name={props.name}
      options={props.options}
      defaultSelected={props.selected}
    />
  )
}

export function AccountDataForms({
  email,
  emailVerified,
  result,
}: {
  email: string
  emailVerified: boolean
  result?: ProfileActionData
}) {
  const deleteError = result?.intent === 'delete' && !result.ok ? result.errors?.confirm : undefined
  return (
    <Card title="Your account and data" id="account-data" visibility="private">
      <div className="space-y-6">
        {!emailVerified ? (
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="resend-verification" />
            <Outcome result={result} intent="resend-verification" />
            <p className="text-sand-900">
              Your email <strong className="break-all">{email}</strong> is not confirmed yet.
            </p>
            <Button type="submit" variant="outline">
              Send a new confirmation link
            </Button>
          </Form>
        ) : null}
        <div className="space-y-2">
          <p className="text-sand-900">Download everything we store about you as a JSON file.</p>
          {/* a plain link to the resource route: the browser downloads the file, with or without JS */}
          <a href="/profile/export" download className={buttonClass('outline')}>
            Download my data
          </a>
        </div>
        <Form method="post" action="/auth">
          <input type="hidden" name="intent" value="sign-out" />
          <Button type="submit" variant="outline">
            Sign out
          </Button>
        </Form>
        <details
          className="rounded-2xl border border-red-200 bg-red-50/60 p-4"
          open={Boolean(deleteError) || (result?.intent === 'delete' && !result.ok)}
        >
          <summary className="cursor-pointer font-semibold text-red-800">Delete my account</summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="delete" />
            <Outcome result={result} intent="delete" />
            <p className="text-sm text-red-900">
              This permanently deletes your account, profile, saved items and stories. It cannot be
              undone.
            </p>
            <InputField
              label={`Type ${DELETE_CONFIRMATION} to confirm`}
              name="confirm"
              autoComplete="off"
              required
              error={deleteError}
            />
            <button type="submit" className={buttonClass('danger')}>
              Delete my account permanently
            </button>
          </Form>
        </details>
      </div>
    </Card>
  )
}

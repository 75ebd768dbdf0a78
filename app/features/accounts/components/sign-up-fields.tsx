// The one sign-up field set: /auth's Sign Up tab and the pop-up render it inside their own form, and
// both actions parse it with SignUpSchema. The public name starts as a neutral generated handle the
// member may keep or change; nothing of the email address is ever offered as a name.
import { useState } from 'react'
import { RefreshCw } from 'lucide-react'
import { InputField } from '#app/components/ui/field'
import { CONTENT_INTERESTS, SPORT_INTERESTS } from '../interests'
import { generateHandle } from '../public-name'
import { ChipGroup } from './chip-group'
import { PasswordStrengthMeter } from './password-strength-meter'

type Errors = Partial<Record<string, string | string[] | boolean>> | undefined

export function SignUpFields({
  errors,
  suggestedName,
  invalidMessageId,
}: {
  errors: Errors
  /** the handle the name field starts with (the /auth loader makes one; the pop-up its own) */
  suggestedName: string
  /** the form's message, when fields are marked invalid without their own message */
  invalidMessageId?: string
}) {
  const [password, setPassword] = useState('')
  const [name, setName] = useState(suggestedName)
  const today = new Date().toISOString().slice(0, 10)
  const err = (key: string) => errors?.[key]
  return (
    <>
      <InputField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={err('email')}
        errorMessageId={invalidMessageId}
      />
      <div className="space-y-2">
        <InputField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={err('password')}
          errorMessageId={invalidMessageId}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <InputField
        label="Date of birth"
        name="birthDate"
        type="date"
        max={today}
        required
        hint="You must be 13 or older to join."
        error={err('birthDate')}
        errorMessageId={invalidMessageId}
      />
      <div className="space-y-1.5">
        <InputField
          label="Public name"
          name="displayName"
          autoComplete="off"
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          hint="Shown with your stories and comments. Don't use your email address or full name."
          error={err('displayName')}
          errorMessageId={invalidMessageId}
        />
        <button
          type="button"
          onClick={() => setName(generateHandle())}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-clay-700 underline-offset-4 hover:underline"
        >
          <RefreshCw aria-hidden className="size-3.5" />
          Suggest another name
        </button>
      </div>
      <InputField
        label="Username (optional)"
        name="username"
        autoComplete="username"
        minLength={3}
        maxLength={30}
        hint="3-30 letters, numbers, _ or -"
        error={err('username')}
        errorMessageId={invalidMessageId}
      />
      <ChipGroup legend="Your sports (optional)" name="sports" options={SPORT_INTERESTS} />
      <ChipGroup
        legend="Content you're into (optional)"
        name="interests"
        options={CONTENT_INTERESTS}
      />
      <p className="rounded-2xl bg-sand-100 p-3 text-sm text-sand-900">
        <strong>COPPA notice:</strong> you must be 13 or older to create an account. We use your
        date of birth only to check your age, as the Children&apos;s Online Privacy Protection Act
        requires.
      </p>
    </>
  )
}

import { cn } from '#app/components/ui/cn'
import { getPasswordStrength } from '../password-strength'

const BAR = ['bg-red-600', 'bg-orange-500', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700']

/** The live meter under a sign-up password field (docs/product.md#password-strength). */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  if (!password) return null
  const { score, label, suggestions, isStrong } = getPasswordStrength(password)
  return (
    <div id={id} className="space-y-1.5" aria-live="polite">
      <div className="flex gap-1" aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <span
            key={i}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              i < Math.max(1, score) ? BAR[score] : 'bg-sand-200',
            )}
          />
        ))}
      </div>
      <p className="text-sm text-sand-800">
        Password strength:{' '}
        <strong className={cn(isStrong ? 'text-emerald-800' : 'text-ink')}>{label}</strong>
      </p>
      {suggestions.length ? (
        <ul className="list-disc space-y-0.5 pl-5 text-sm text-sand-800">
          {suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

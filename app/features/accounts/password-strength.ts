// docs/product.md#password-strength: the live meter (pure; used by the sign-up forms).
export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Strong', 'Very Strong'] as const
export type StrengthLabel = (typeof STRENGTH_LABELS)[number]

export type PasswordStrength = {
  score: 0 | 1 | 2 | 3 | 4
  label: StrengthLabel
  suggestions: string[]
  isStrong: boolean
}

export function getPasswordStrength(password: string): PasswordStrength {
  const checks = [
    { ok: password.length >= 8, tip: 'Use at least 8 characters' },
    { ok: password.length >= 12, tip: 'Use 12 or more characters for a stronger password' },
    { ok: /[a-z]/.test(password), tip: 'Add a lowercase letter' },
    { ok: /[A-Z]/.test(password), tip: 'Add an uppercase letter' },
    { ok: /[0-9]/.test(password), tip: 'Add a number' },
    { ok: /[^A-Za-z0-9]/.test(password), tip: 'Add a special character (like ! or #)' },
  ]
  let points = checks.filter((c) => c.ok).length
  const suggestions = checks.filter((c) => !c.ok).map((c) => c.tip)
  if (/^\d+$/.test(password)) {
    points -= 2
    suggestions.push('Mix letters in with the numbers')
  } else if (/^[A-Za-z]+$/.test(password)) {
    points -= 1
    suggestions.push('Mix numbers or symbols in with the letters')
  }
  if (/(.)\1{2,}/.test(password)) {
    points -= 1
    suggestions.push('Avoid repeating the same character 3 or more times')
  }
  const score = Math.min(4, Math.max(0, Math.floor(points / 1.5))) as PasswordStrength['score']
  return {
    score,
    label: STRENGTH_LABELS[score],
    suggestions: suggestions.slice(0, 3),
    isStrong: score >= 3,
  }
}

import { expect, test } from 'vitest'
import { getPasswordStrength } from './password-strength'

test.each([
  ['', 0, 'Very Weak'], // 0 points
  ['abc', 0, 'Very Weak'], // lower 1, letters only -1 -> 0
  ['12345678', 0, 'Very Weak'], // len8 + digit = 2, digits only -2 -> 0
  ['abcdefgh', 0, 'Very Weak'], // len8 + lower = 2, letters only -1 -> 1 -> floor(0.67) = 0
  ['abcdef1', 1, 'Weak'], // lower + digit = 2 -> 1.33
  ['abcdefg1', 2, 'Fair'], // len8 + lower + digit = 3 -> 2
  ['Abcdefg1', 2, 'Fair'], // 4 -> 2.67
  ['Abcdef1!', 3, 'Strong'], // 5 -> 3.33
  ['Abcdefgh12!x', 4, 'Very Strong'], // 6 -> 4
  ['Aaaabcdefg1!', 3, 'Strong'], // 6, repeat -1 -> 5 -> 3.33
])('%s scores %i (%s)', (pw, score, label) => {
  const s = getPasswordStrength(pw)
  expect(s.score).toBe(score)
  expect(s.label).toBe(label)
  expect(s.isStrong).toBe(score >= 3)
})

test('at most 3 suggestions, none when perfect', () => {
  expect(getPasswordStrength('a').suggestions).toHaveLength(3)
  expect(getPasswordStrength('a').suggestions[0]).toBe('Use at least 8 characters')
  expect(getPasswordStrength('Abcdefgh12!x').suggestions).toEqual([])
})

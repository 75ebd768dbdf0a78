// The import boundaries of eslint.config.js (FEATURE_DEPENDENCIES) really fail a forbidden import:
// ESLint lints a made-up file in place, through the same config and resolver as `npm run lint`.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths')
}

describe('import boundaries', () => {
  it('refuses a feature importing a feature it does not declare', async () => {
    const errors = await boundaryErrors(
      'app/features/hubs/boundary-probe.server.ts',
      "export { getActivePoll } from '#app/features/polls/polls.server'\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]!.message).toContain(
      'features/hubs may import only itself, accounts and articles',
    )
  })

  it('refuses relative paths that leave the feature, and routes imported outside routes', async () => {
    const relative = await boundaryErrors(
      'app/features/hubs/boundary-probe.server.ts',
      "export * from '../polls/polls.server'\n",
    )
    expect(relative).toHaveLength(1)
    const route = await boundaryErrors(
      'app/features/articles/boundary-probe.server.ts',
      "export { loader } from '#app/routes/site/home'\n",
    )
    expect(route).toHaveLength(1)
  })

  it('refuses a feature imported into app/utils', async () => {
    const errors = await boundaryErrors(
      'app/utils/boundary-probe.server.ts',
      "export * from '#app/features/polls/polls.server'\n",
    )
    expect(errors).toHaveLength(1)
  })

  it('allows accounts, declared dependencies and app/utils', async () => {
    const errors = await boundaryErrors(
      'app/features/hubs/boundary-probe.server.ts',
      [
        "export * from '#app/features/accounts/session.server'",
        "export * from '#app/features/articles/public-articles.server'",
        "export * from '#app/utils/audit.server'",
      ].join('\n') + '\n',
    )
    expect(errors).toEqual([])
  })
})

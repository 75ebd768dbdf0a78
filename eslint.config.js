// Lint rules: TypeScript, React hooks, accessibility, and the import boundaries of the layout
// (see docs/architecture.md). Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The layout's import boundaries (docs/architecture.md, "Boundaries"). A feature may import itself,
// `accounts` (the platform feature: sessions, roles, users) and the features it is declared to
// build on below; nothing under app/features, app/utils, app/components or app/shell may import a
// route. app/utils is infrastructure: it imports no feature. app/components are building blocks:
// they import no feature either; the site's and the back office's frames, which compose features
// (header, menus, admin shell, guard cards), are app/shell, which only routes import. Tests compose freely. To add an edge, add it
// here with the reason; a forbidden import fails `npm run lint`.
export const FEATURE_DEPENDENCIES = {
  // saved articles obey articles' public rule; the profile shows consent choices; avatars go
  // through media's image pipeline
  accounts: ['articles', 'consent', 'media', 'products'], // deleting an account recomputes the ratings of products she reviewed
  analytics: ['system'], // the performance page reads system metrics
  // a slug change adds a redirect; the editor picks products for product blocks; embed thumbnails
  // go through media's image pipeline; embeds load only with the reader's consent
  articles: ['seo', 'products', 'media', 'consent'],
  authors: ['articles', 'hubs'], // an author page lists public articles by hub
  backup: [],
  cms: [],
  // the community page's newsletter form; a story's photo goes through media's image pipeline
  community: ['newsletter', 'media'],
  consent: [],
  contact: [],
  dashboard: ['articles'], // counts articles by view
  discussions: [],
  hubs: ['articles', 'cms'], // hub and home pages list public articles; the home hero shows the editors' interface text
  legal: [],
  media: [],
  moderation: ['discussions', 'products'], // the review queue lists Q&A, comments, product reviews and reports, weighted by reporter trust
  newsletter: [],
  notifications: [],
  polls: [],
  products: [],
  quizzes: ['articles'], // quiz pages link public articles
  search: ['articles'], // search obeys articles' public rule
  seo: ['articles', 'products', 'legal'], // sitemaps and feeds of public content and static pages
  settings: ['discussions'], // comment settings
  system: [],
  users: [],
}

const featureZones = Object.entries(FEATURE_DEPENDENCIES).map(([feature, deps]) => ({
  target: `./app/features/${feature}`,
  from: './app/features',
  except: [...new Set([`./${feature}`, './accounts', ...deps.map((d) => `./${d}`)])],
  message: `features/${feature} may import only itself, accounts and ${deps.join(', ') || 'nothing else'} (FEATURE_DEPENDENCIES in eslint.config.js).`,
}))

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'data/', 'node_modules/', 'test-results/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-control-regex': 'off',
      'import-x/no-duplicates': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='formData'][arguments.length=0]",
          message:
            'Read forms with readFormData(request) from #app/utils/form-data.server: it answers 400 for a broken body or a NUL byte instead of a 500.',
        },
      ],
    },
  },
  {
    // import boundaries (see FEATURE_DEPENDENCIES above); resolved through tsconfig's #app/* paths
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'app/**/testing/**'],
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: './tsconfig.json' },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: [
                './app/features',
                './app/utils',
                './app/components',
                './app/db',
                './app/shell',
              ],
              from: './app/routes',
              message: 'Only routes import routes: move shared code to a feature or app/utils.',
            },
            {
              target: './app/utils',
              from: ['./app/features', './app/components', './app/shell'],
              message: 'app/utils is infrastructure and imports no feature, component or shell.',
            },
            {
              target: './app/components',
              from: ['./app/features', './app/shell'],
              message:
                'app/components are building blocks: they import no feature. A piece that needs a feature goes to app/shell (the frame of the site or back office) or into the feature.',
            },
            {
              target: ['./app/features', './app/db'],
              from: './app/shell',
              message: 'app/shell composes features for the routes; only routes import it.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['app/utils/form-data.server.ts', '**/*.test.{ts,tsx}', 'tests/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)

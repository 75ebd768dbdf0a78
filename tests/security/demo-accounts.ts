// The demo accounts the production start creates for local use (README); the browser suites
// sign in with them.
export const DEMO = {
  admin: { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' },
  editor: { email: 'editor@beyondthegame.example', password: 'Demo-Editor-2024!' },
  member: { email: 'member@beyondthegame.example', password: 'Demo-Member-2024!' },
} as const

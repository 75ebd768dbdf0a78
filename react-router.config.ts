import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts/tools build side by side; server.mjs reads the same variable
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config

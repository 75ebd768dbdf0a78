// The container files (no Docker engine here): Dockerfile, compose.yaml and deploy/nginx.conf say
// what docs/deployment.md says, start the way the README documents, and use only settings that
// .env.example lists.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'

const root = path.resolve(import.meta.dirname, '..')
const read = (f: string) => readFileSync(path.join(root, f), 'utf8')

type Service = {
  image?: string
  build?: unknown
  environment?: Record<string, string>
  healthcheck?: { test: string[] | string }
  depends_on?: Record<string, { condition: string }>
}
// `<<: *app` merge keys, as Docker Compose reads them
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>
}
const dockerfile = read('Dockerfile')
const envKeys = new Set(
  [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!),
)

/** Dockerfile instructions, continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'))

test('compose: two app servers with workers, PostgreSQL 15, MinIO and nginx, each with a health check', () => {
  const s = compose.services
  expect(s.postgres?.image).toBe('postgres:15')
  expect(s.minio?.image).toMatch(/^minio\/minio/)
  expect(s.nginx?.image).toMatch(/^nginx/)
  const apps = Object.entries(s).filter(([, svc]) => svc.build !== undefined)
  expect(apps.map(([name]) => name).sort()).toEqual(['app1', 'app2'])
  for (const [name, svc] of apps) {
    expect(svc.environment?.WEB_CONCURRENCY, name).toBeTruthy()
    expect(svc.environment?.DATABASE_URL, name).toMatch(/^postgres:\/\/.*@postgres:5432\//)
    expect(svc.environment?.MEDIA_STORAGE, name).toBe('s3')
    expect(JSON.stringify(svc.healthcheck?.test), name).toContain('/api/health/ready')
    expect(svc.depends_on?.postgres?.condition).toBe('service_healthy')
  }
  for (const name of ['postgres', 'minio', 'nginx']) expect(s[name]?.healthcheck, name).toBeTruthy()
  expect(s.nginx?.depends_on?.app1?.condition).toBe('service_healthy')
})

test('compose: every setting the app servers get is one .env.example lists', () => {
  for (const [name, svc] of Object.entries(compose.services).filter(([, v]) => v.build)) {
    const unknown = Object.keys(svc.environment ?? {}).filter((k) => !envKeys.has(k))
    expect(unknown, name).toEqual([])
  }
})

test('nginx: round robin over both app servers, /metrics closed, forwarded address and request id', () => {
  const conf = read('deploy/nginx.conf').replace(/#.*$/gm, '')
  const upstream = /upstream app \{([^}]*)\}/.exec(conf)?.[1] ?? ''
  expect([...upstream.matchAll(/server (\S+)/g)].map((m) => m[1])).toEqual([
    'app1:3000',
    'app2:3000',
  ])
  // round robin is nginx's default: no other balancing method named
  expect(upstream).not.toMatch(/least_conn|ip_hash|hash |random/)
  expect(conf).toMatch(/location = \/metrics \{\s*return 404;/)
  expect(conf).toContain('X-Forwarded-For $proxy_add_x_forwarded_for')
  expect(conf).toContain('X-Request-Id')
  const volumes = (compose.services.nginx as { volumes?: string[] }).volumes ?? []
  expect(volumes.some((v) => v.startsWith('./deploy/nginx.conf:'))).toBe(true)
})

test('Dockerfile: multi-stage on Node 24, a non-root user, liveness check, the README production start', () => {
  const froms = instructions.filter((l) => l.startsWith('FROM '))
  expect(froms.length).toBeGreaterThanOrEqual(2)
  for (const f of froms) expect(f).toMatch(/^FROM node:24[-\w.]* AS \w+$/)
  const user = instructions.filter((l) => l.startsWith('USER ')).at(-1)
  expect(user).toBeDefined()
  expect(user).not.toMatch(/USER (root|0)\b/)
  const health = instructions.find((l) => l.startsWith('HEALTHCHECK '))
  expect(health).toContain('/api/health/live')
  expect(instructions.some((l) => /^ENV .*NODE_ENV=production/.test(l))).toBe(true)
  const cmd = instructions.filter((l) => l.startsWith('CMD ')).at(-1)!
  const command = (JSON.parse(cmd.slice(4)) as string[]).join(' ')
  // the README's production start, with NODE_ENV=production from the image's ENV
  expect(read('README.md')).toContain(`NODE_ENV=production ${command}`)
  expect(command).toBe('node server.mjs')
  for (const f of ['server.mjs', 'server', 'build', 'drizzle', 'scripts'])
    expect(dockerfile).toContain(`/app/${f} ./`)
})

// A second app process for the backup progress test: it serves /admin/backup-restore/progress from
// the route module over HTTP and shares nothing with the process running the job but BACKUP_DIR
// (and the database settings). Prints "listening <port>" once it answers.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { callRoute } from '#tests/route-result'

const { loader } = await import('#app/routes/admin/backup-progress')

const server = createServer((req, res) => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value)
  void callRoute(loader, new Request(`http://127.0.0.1${req.url}`, { headers })).then((r) => {
    res.writeHead(r.status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(r.data))
  })
})
server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))

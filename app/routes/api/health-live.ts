// Liveness: the process answers (no database call: a database outage must not get it restarted).
export function loader() {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
}

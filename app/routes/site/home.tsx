import { db } from '#app/db/client.server'
import { hubs } from '#app/db/schema'
import type { Route } from './+types/home'

export async function loader() {
  const rows = await db.select().from(hubs)
  return { count: rows.length }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <h1 className="font-display text-4xl">Hubs: {loaderData.count}</h1>
}

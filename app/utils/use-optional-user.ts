import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '#app/root'

/** The signed-in user and role from the root loader (null when signed out). */
export function useOptionalUser() {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  return {
    user: data?.user ?? null,
    role: data?.role ?? null,
    /** her unread notifications (null when signed out) */
    unreadNotices: data?.unreadNotices ?? null,
  }
}

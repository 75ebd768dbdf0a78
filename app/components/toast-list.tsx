// The visible toasts, loaded by toaster.tsx with the first toast: under the header on phones (their
// bottom holds the admin tab bar and sticky save bars), bottom right from sm. The newest sits at the
// bottom; closed ones stay in the list, hidden, until the queue removes them (toast-store.ts).
import { useSyncExternalStore } from 'react'
import { X } from 'lucide-react'
import { toastStore, type ToastItem, type ToastType } from './toast-store'

// the type shows in colour (and the error role); no icons, to keep the public pages' icon chunk small
const LOOK: Record<ToastType, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
}

const none: ToastItem[] = []

export default function ToastList() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => none)
  return (
    <section
      aria-label="Notifications"
      data-toaster=""
      className="pointer-events-none fixed top-20 right-4 z-[100] w-[min(24rem,calc(100vw-2rem))] sm:top-auto sm:bottom-4"
      onPointerEnter={toastStore.pause}
      onPointerLeave={toastStore.resume}
      onFocus={toastStore.pause}
      onBlur={toastStore.resume}
    >
      <ol className="flex flex-col-reverse gap-2">
        {toasts.map((t) => (
          <li
            key={t.id}
            hidden={!t.open}
            data-toast={t.type}
            data-state={t.open ? 'open' : 'closed'}
            className="pointer-events-auto"
          >
            <div
              role={t.type === 'error' ? 'alert' : 'status'}
              aria-atomic="true"
              className={`flex items-start gap-3 rounded-xl border border-l-4 p-4 text-sm shadow-lg motion-safe:animate-[toast-in_200ms_ease-out] ${LOOK[t.type]}`}
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{t.title}</p>
                {t.description ? <p className="mt-0.5">{t.description}</p> : null}
              </div>
              <button
                type="button"
                aria-label="Close notification"
                onClick={() => toastStore.dismiss(t.id)}
                className="-m-1 rounded-full p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
              >
                <X aria-hidden className="size-4" />
              </button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

import { useEffect } from 'react'
import { showToast } from '#app/components/toaster'

/** Shows a failed action's message as an error toast (successes arrive through the toast cookie). */
export function useActionToast(result: { ok?: boolean; message?: string } | null | undefined) {
  useEffect(() => {
    if (result && result.ok === false && result.message)
      showToast({ type: 'error', title: result.message })
  }, [result])
}

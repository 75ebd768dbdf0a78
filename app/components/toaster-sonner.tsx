// sonner's toast list, loaded by toaster.tsx with the first toast.
import { Toaster as Sonner } from 'sonner'

export default function SonnerToaster() {
  return <Sonner visibleToasts={3} position="bottom-right" richColors closeButton />
}

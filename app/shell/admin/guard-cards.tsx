import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router'
import { ArrowLeft, Lock, ShieldAlert } from 'lucide-react'
import { RouteErrorContent } from '#app/components/error-screens'
import { Button, buttonClass } from '#app/components/ui/button'
import { SignInButton } from '#app/features/accounts/components/sign-in-button'
import type { MinRole } from '#app/components/admin/admin-sections'

function Card({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode
  title: string
  children: React.ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-md rounded-3xl border border-sand-200 bg-white p-8 text-center shadow-sm">
      <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-sand-100 text-clay-700">
        {icon}
      </div>
      <h1 className="font-display text-2xl font-semibold text-ink">{title}</h1>
      {children}
    </div>
  )
}

/** Guard card for a signed-out visitor of the admin area (docs/product.md#guard-cards). */
export function AdminAccessRequired() {
  return (
    <Card icon={<Lock aria-hidden className="size-6" />} title="Admin Access Required">
      <p className="mt-3 text-sand-800">
        Please sign in with an admin or editor account to continue.
      </p>
      <div className="mt-6 flex justify-center">
        <SignInButton className={buttonClass('primary', 'md')} />
      </div>
    </Card>
  )
}

/** Guard card for a signed-in user without the page's role (docs/product.md#guard-cards). */
export function AccessDenied({ role }: { role: MinRole }) {
  const navigate = useNavigate()
  return (
    <Card icon={<ShieldAlert aria-hidden className="size-6" />} title="Access Denied">
      <p className="mt-3 text-sand-800">You don't have {role} permissions to access this area</p>
      <div className="mt-6 flex justify-center">
        <Button variant="outline" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden className="size-4" /> Go Back
        </Button>
      </div>
      <p className="mt-6 text-sm text-sand-700">
        Contact an administrator if you believe this is an error
      </p>
    </Card>
  )
}

/**
 * Error boundary for admin pages: 401 and 403 Responses from requireRole become the guard cards,
 * 404 the not-found text, anything else the page error screen. `minRole` is the guard the page
 * uses, read from its ADMIN_SECTIONS entry: required, so no page names a role it does not check.
 */
export function AdminErrorContent({ minRole }: { minRole: MinRole }) {
  const error = useRouteError()
  if (isRouteErrorResponse(error)) {
    if (error.status === 401) return <AdminAccessRequired />
    if (error.status === 403) return <AccessDenied role={minRole} />
  }
  return <RouteErrorContent />
}

/** For admin child routes: `ErrorBoundary() { return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.x.minRole} /> }`. */
export function AdminRouteErrorBoundary({ minRole }: { minRole: MinRole }) {
  return (
    <div className="px-4 py-10 md:px-8">
      <AdminErrorContent minRole={minRole} />
    </div>
  )
}

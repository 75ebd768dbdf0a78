import type { Route } from './+types/cookie-policy'
import { LegalDocumentPage } from '#app/features/legal/components/legal-document'
import { COOKIE_POLICY } from '#app/features/legal/cookie-policy'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ siteUrl: siteUrlFrom(matches), path: COOKIE_POLICY.path, title: 'Cookie Policy', description: COOKIE_POLICY.description })

export default function CookiePolicyPage() {
  return <LegalDocumentPage doc={COOKIE_POLICY} />
}

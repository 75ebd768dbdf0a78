import type { Route } from './+types/privacy'
import { LegalDocumentPage } from '#app/features/legal/components/legal-document'
import { PRIVACY_POLICY } from '#app/features/legal/privacy'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: PRIVACY_POLICY.path,
    title: 'Privacy Policy',
    description: PRIVACY_POLICY.description,
  })

export default function PrivacyPage() {
  return <LegalDocumentPage doc={PRIVACY_POLICY} />
}

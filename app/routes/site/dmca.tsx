import type { Route } from './+types/dmca'
import { LegalDocumentPage } from '#app/features/legal/components/legal-document'
import { DMCA_POLICY } from '#app/features/legal/dmca'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: DMCA_POLICY.path,
    title: 'DMCA and Copyright Policy',
    description: DMCA_POLICY.description,
  })

export default function DmcaPage() {
  return <LegalDocumentPage doc={DMCA_POLICY} />
}

import type { Route } from './+types/terms'
import { LegalDocumentPage } from '#app/features/legal/components/legal-document'
import { TERMS_OF_SERVICE } from '#app/features/legal/terms'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: TERMS_OF_SERVICE.path,
    title: 'Terms of Service',
    description: TERMS_OF_SERVICE.description,
  })

export default function TermsPage() {
  return <LegalDocumentPage doc={TERMS_OF_SERVICE} />
}

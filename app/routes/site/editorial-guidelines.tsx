import type { Route } from './+types/editorial-guidelines'
import { LegalDocumentPage } from '#app/features/legal/components/legal-document'
import { EDITORIAL_GUIDELINES } from '#app/features/legal/editorial-guidelines'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: EDITORIAL_GUIDELINES.path,
    title: 'Editorial Guidelines',
    description: EDITORIAL_GUIDELINES.description,
  })

export default function EditorialGuidelinesPage() {
  return <LegalDocumentPage doc={EDITORIAL_GUIDELINES} />
}

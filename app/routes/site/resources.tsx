import type { Route } from './+types/resources'
import { LegalDocumentPage } from '#app/features/legal/components/legal-document'
import { RESOURCES_PAGE } from '#app/features/legal/resources'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: RESOURCES_PAGE.path,
    title: 'Resources',
    description: RESOURCES_PAGE.description,
  })

export default function ResourcesPage() {
  return <LegalDocumentPage doc={RESOURCES_PAGE} />
}

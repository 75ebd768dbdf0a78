import type { Route } from './+types/cookie-policy'
import { ConsentCatalogue } from '#app/features/consent/components/consent-catalogue'
import { listActiveVendors, listPurposes } from '#app/features/consent/consent.server'
import { LegalDocumentPage } from '#app/features/legal/components/legal-document'
import { COOKIE_POLICY } from '#app/features/legal/cookie-policy'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: COOKIE_POLICY.path,
    title: 'Cookie Policy',
    description: COOKIE_POLICY.description,
  })

export async function loader() {
  const [purposes, vendors] = await Promise.all([listPurposes(), listActiveVendors()])
  return { purposes, vendors }
}

export default function CookiePolicyPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocumentPage doc={COOKIE_POLICY}>
      <ConsentCatalogue purposes={loaderData.purposes} vendors={loaderData.vendors} />
    </LegalDocumentPage>
  )
}

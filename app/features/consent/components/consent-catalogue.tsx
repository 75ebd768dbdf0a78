// The consent categories (purposes) and partners as the database has them, for the cookie policy.
import { ExternalLink } from 'lucide-react'
import type { ConsentPurpose, ConsentVendor } from '../consent.schema'

const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

export function ConsentCatalogue({
  purposes,
  vendors,
}: {
  purposes: ConsentPurpose[]
  vendors: ConsentVendor[]
}) {
  const purposeName = (id: number) =>
    title(purposes.find((p) => p.purposeId === id)?.name ?? `purpose ${id}`)
  return (
    <>
      <section aria-labelledby="categories" className="scroll-mt-24">
        <h2 id="categories">Categories and purposes</h2>
        <ul>
          {purposes.map((p) => (
            <li key={p.purposeId}>
              <strong>
                {title(p.name)}
                {p.isEssential ? ' (always on)' : ''}:
              </strong>{' '}
              {p.description}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="partners" className="scroll-mt-24">
        <h2 id="partners">Partners</h2>
        {vendors.length ? (
          <>
            <p>
              These partners may process data only for the purposes you allow. Their own privacy
              policies apply to what they do.
            </p>
            <ul>
              {vendors.map((v) => (
                <li key={v.vendorId}>
                  <strong>{v.name}</strong>: {v.purposes.map(purposeName).join(', ') || 'none'}.{' '}
                  <a href={v.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
                    Privacy policy
                    <span className="sr-only"> of {v.name} (opens in a new tab)</span>
                    <ExternalLink aria-hidden className="ml-1 inline size-3.5" />
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>We work with no partners at the moment.</p>
        )}
      </section>
    </>
  )
}

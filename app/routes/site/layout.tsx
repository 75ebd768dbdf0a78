import { lazy, Suspense } from 'react'
import { Outlet, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router'
import { PageErrorBoundary } from '#app/components/error-screens'
import { BackToTop } from '#app/components/site/back-to-top'
import { SiteFooter } from '#app/shell/site/site-footer'
import { SiteHeader } from '#app/shell/site/site-header'
import { useHydrated } from '#app/components/site/use-hydrated'
import { INTERFACE_DEFAULTS } from '#app/features/cms/interface-defaults'
import { getSiteFrame, type InterfaceText } from '#app/features/cms/interface-text.server'
import { hasPublicPodcasts } from '#app/features/search/search.server'
import type { loader as rootLoader } from '#app/root'
import { siteJsonLd } from '#app/utils/seo'
import { sharedData } from '#app/utils/shared-data.server'
import { useOptionalUser } from '#app/utils/use-optional-user'

export async function loader() {
  const [frame, hasPodcasts] = await Promise.all([
    getSiteFrame(),
    // publishing empties the shared data, so the first episode shows the search filter at once
    sharedData('has-podcasts', hasPublicPodcasts).catch(() => false),
  ])
  return { ...frame, hasPodcasts }
}

// The frame's texts change only when an editor publishes; do not reload them on every navigation.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== 'GET' ? defaultShouldRevalidate : false
}

// The consent manager decides in the browser after hydration (the server renders nothing for it, so
// the cached HTML is the same for everyone); its code (~3.5 KiB gzip) loads only then, off the
// critical path of every page.
const ConsentManager = lazy(() =>
  import('#app/features/consent/consent-manager').then((m) => ({ default: m.ConsentManager })),
)

function JsonLd({ data }: { data: unknown }) {
  // JSON.stringify does not escape "<"; keep "</script>" inside strings harmless
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

function Frame({ children }: { children: React.ReactNode }) {
  const frame = useRouteLoaderData<typeof loader>('routes/site/layout')
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const { user, role, unreadNotices } = useOptionalUser()
  const hydrated = useHydrated()
  // the loader falls back to defaults itself; this covers a failed layout load
  const text: InterfaceText = frame?.text ?? (INTERFACE_DEFAULTS as InterfaceText)
  const socialLinks = frame?.socialLinks ?? []
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-full bg-ink px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {text.nav.skipToContent}
      </a>
      <SiteHeader nav={text.nav} user={user} role={role} unreadNotices={unreadNotices} />
      <main id="main-content" tabIndex={-1} className="min-h-[70vh] pt-16 outline-none">
        {children}
      </main>
      <SiteFooter footer={text.footer} brand={text.nav.brand} socialLinks={socialLinks} />
      <BackToTop label={text.footer.backToTop} />
      {hydrated ? (
        <Suspense fallback={null}>
          <ConsentManager userId={user?.id ?? null} />
        </Suspense>
      ) : null}
      <JsonLd
        data={siteJsonLd(root?.siteUrl ?? 'http://localhost:3000', root?.seo?.organisation)}
      />
    </>
  )
}

export default function SiteLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  )
}

export function ErrorBoundary() {
  return (
    <Frame>
      <PageErrorBoundary />
    </Frame>
  )
}

import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { Menu } from 'lucide-react'
import type { InterfaceText } from '#app/features/cms/interface-text.server'
import type { NavItem } from './site-nav'
import { useHydrated } from '#app/components/site/use-hydrated'

const MobileMenuSheet = lazy(() => import('./mobile-menu-sheet'))

const triggerClass =
  'inline-flex size-10 items-center justify-center rounded-full text-ink ring-1 ring-sand-300 transition hover:bg-sand-100 lg:hidden'

/**
 * The mobile navigation: a Radix dialog sheet that closes on navigation. Before JavaScript runs the
 * trigger is a link to the footer navigation, which lists every page. The sheet's code loads when the
 * reader points at, focuses or presses the button.
 */
export function MobileMenu({
  items,
  nav,
  signedIn,
}: {
  items: NavItem[]
  nav: InterfaceText['nav']
  signedIn: boolean
}) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const location = useLocation()
  useEffect(() => {
    setOpen(false)
  }, [location.key])

  if (!hydrated) {
    return (
      <a href="#footer-nav" className={triggerClass} aria-label={nav.menu}>
        <Menu aria-hidden className="size-5" />
      </a>
    )
  }
  const request = () => setRequested(true)
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={triggerClass}
        aria-label={nav.menu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          request()
          setOpen(true)
        }}
        onPointerDown={request}
        onPointerEnter={request}
        onFocus={request}
      >
        <Menu aria-hidden className="size-5" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuSheet
            items={items}
            nav={nav}
            signedIn={signedIn}
            open={open}
            setOpen={setOpen}
            returnFocusTo={trigger}
          />
        </Suspense>
      ) : null}
    </>
  )
}

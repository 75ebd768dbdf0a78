// The mobile navigation sheet, loaded by mobile-menu.tsx when a reader reaches for the menu button,
// so the page's first JavaScript carries no dialog code.
import { useRef, type RefObject } from 'react'
import { Form, NavLink } from 'react-router'
import { Dialog } from '#app/components/ui/dialog'
import { Bookmark, Search, ShoppingBag, Trophy, UserRound, UsersRound, X } from 'lucide-react'
import { cn } from '#app/components/ui/cn'
import { SignInButton } from '#app/features/accounts/components/sign-in-button'
import type { InterfaceText } from '#app/features/cms/interface-text.server'
import { HUB_BG_CLASS, HubIcon } from '#app/features/hubs/components/hub-icon'
import type { NavItem } from './site-nav'

export default function MobileMenuSheet({
  items,
  nav,
  signedIn,
  open,
  setOpen,
  returnFocusTo,
}: {
  items: NavItem[]
  nav: InterfaceText['nav']
  signedIn: boolean
  open: boolean
  setOpen: (open: boolean) => void
  returnFocusTo: RefObject<HTMLButtonElement | null>
}) {
  // Sign In closes the menu first; the modal opens once focus is back on the menu button, so the
  // two dialogs never fight over focus and closing the modal returns to the menu button
  const afterClose = useRef<(() => void) | null>(null)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Content
        backdrop="blur"
        onOpenAutoFocus={(event) => {
          // Radix would focus Close; the first link is what a reader wants. Not the search field:
          // on a phone that raises the keyboard over the very links the reader opened the menu for
          const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
            'nav[aria-label="Mobile"] a',
          )
          if (!first) return
          event.preventDefault()
          first.focus()
        }}
        onCloseAutoFocus={(event) => {
          // there is no Radix trigger (it lives in mobile-menu.tsx): give focus back by hand
          event.preventDefault()
          returnFocusTo.current?.focus()
          const next = afterClose.current
          afterClose.current = null
          next?.()
        }}
        className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col overflow-y-auto bg-sand-50 shadow-2xl outline-none"
        aria-describedby={undefined}
      >
        <div className="flex h-16 items-center justify-between border-b border-sand-200 px-5">
          <Dialog.Title className="font-display text-lg font-semibold">{nav.menu}</Dialog.Title>
          <Dialog.Close
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-sand-100"
            aria-label={nav.closeMenu}
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        <Form
          action="/explore"
          method="get"
          role="search"
          className="px-5 pt-5"
          onSubmit={() => setOpen(false)}
        >
          <label htmlFor="mobile-search" className="sr-only">
            {nav.search}
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-sand-700"
            />
            <input
              id="mobile-search"
              name="q"
              type="search"
              placeholder={`${nav.search} articles`}
              className="w-full rounded-full border border-sand-300 bg-white py-2.5 pr-4 pl-10 text-base placeholder:text-sand-700 focus:border-clay-700 focus:outline-3 focus:outline-offset-2 focus:outline-clay-600"
            />
          </div>
        </Form>
        <nav aria-label="Mobile" className="px-3 py-4">
          <ul className="space-y-0.5">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-2xl px-3 py-3 text-base font-semibold hover:bg-sand-100',
                      isActive ? 'bg-sand-100 text-ink' : 'text-sand-900',
                    )
                  }
                >
                  {item.hubId ? (
                    <span
                      className={cn(
                        'flex size-8 items-center justify-center rounded-full text-white',
                        HUB_BG_CLASS[item.hubId],
                      )}
                    >
                      <HubIcon hubId={item.hubId} className="size-4" />
                    </span>
                  ) : (
                    <span
                      aria-hidden
                      className="flex size-8 items-center justify-center rounded-full bg-sand-200 text-ink"
                    >
                      {item.to === '/products' ? (
                        <ShoppingBag className="size-4" />
                      ) : item.to === '/quiz-center' ? (
                        <Trophy className="size-4" />
                      ) : (
                        <UsersRound className="size-4" />
                      )}
                    </span>
                  )}
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto border-t border-sand-200 p-5">
          {signedIn ? (
            <ul className="space-y-1">
              <li>
                <NavLink
                  to="/profile"
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-3 rounded-2xl px-3 py-3 font-semibold hover:bg-sand-100"
                >
                  <UserRound aria-hidden className="size-5" /> {nav.profile}
                </NavLink>
              </li>
              <li>
                <NavLink
                  to="/saved"
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-3 rounded-2xl px-3 py-3 font-semibold hover:bg-sand-100"
                >
                  <Bookmark aria-hidden className="size-5" /> {nav.saved}
                </NavLink>
              </li>
            </ul>
          ) : (
            <SignInButton
              deferOpen={(openModal) => {
                afterClose.current = openModal
                setOpen(false)
              }}
              className="flex w-full items-center justify-center rounded-full bg-ink px-5 py-3 font-semibold text-white hover:bg-sand-900"
            />
          )}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}

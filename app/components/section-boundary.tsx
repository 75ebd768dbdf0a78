import { Component, type ReactNode } from 'react'
import { useRevalidator } from 'react-router'
import { ErrorScreen, MAX_RETRIES } from './error-screens'
import { reportClientError } from '#app/utils/client-errors'

type Props = {
  /** 'section' for a part of a page, 'component' for one widget (docs/product.md#error-screens). */
  level?: 'section' | 'component'
  /** The part's data failed to load (a loader part that came back { ok: false }). */
  failed?: boolean
  /** Try Again for data that is not the route's (a fetcher); default: re-run the page's loaders. */
  onRetry?: () => void
  children?: ReactNode
}

type State = { crashed: boolean; used: number }

/**
 * One part of a page that can fail alone: when its data failed to load, or rendering it threw, it
 * shows a small section (or component) error in its place while the rest of the page keeps working.
 * Try Again re-runs the loaders (or `onRetry`), at most MAX_RETRIES times with the remaining count
 * shown; after that only Refresh Page is offered.
 */
export class SectionBoundary extends Component<Props, State> {
  state: State = { crashed: false, used: 0 }

  static getDerivedStateFromError(): Partial<State> {
    return { crashed: true }
  }

  componentDidCatch(error: unknown) {
    reportClientError(error)
  }

  render() {
    const { failed, level = 'section', onRetry, children } = this.props
    if (!failed && !this.state.crashed) return children
    return (
      <SectionError
        level={level}
        retriesLeft={MAX_RETRIES - this.state.used}
        onRetry={onRetry}
        onRetried={() => this.setState({ crashed: false })}
        onAttempt={() => this.setState((s) => ({ used: s.used + 1 }))}
      />
    )
  }
}

function SectionError({
  level,
  retriesLeft,
  onRetry,
  onRetried,
  onAttempt,
}: {
  level: 'section' | 'component'
  retriesLeft: number
  onRetry?: () => void
  onRetried: () => void
  onAttempt: () => void
}) {
  const revalidator = useRevalidator()
  return (
    <ErrorScreen
      level={level}
      retriesLeft={retriesLeft}
      busy={!onRetry && revalidator.state === 'loading'}
      onRetry={() => {
        onAttempt()
        if (onRetry) {
          onRetry()
          onRetried()
        } else {
          // render again only with the fresh data: the old data would just throw again
          void revalidator.revalidate().then(onRetried, onRetried)
        }
      }}
    />
  )
}

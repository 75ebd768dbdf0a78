// The home page's way into the Quiz Center: one card, no query (the cached home page stays as it is).
// On narrow screens one compact row; from md a full card with its promise.
import { Link } from 'react-router'
import { ArrowRight, Trophy } from 'lucide-react'
import { buttonClass } from '#app/components/ui/button'

export function QuizCenterCard() {
  return (
    <section
      aria-labelledby="quiz-center-card-title"
      className="relative flex items-center justify-between gap-3 overflow-hidden rounded-2xl bg-ink px-4 py-3 text-sand-50 md:gap-10 md:rounded-[1.75rem] md:p-10"
    >
      <div
        aria-hidden
        className="absolute -top-16 -right-16 hidden size-72 rounded-full bg-clay-600/40 md:block"
      />
      <div className="relative flex max-w-2xl items-center gap-3 md:block">
        <Trophy aria-hidden className="size-6 shrink-0 text-sand-200 md:hidden" />
        <div>
          <p className="hidden items-center gap-2 text-xs font-bold tracking-[0.18em] text-sand-200 uppercase md:flex">
            <Trophy aria-hidden className="size-4" /> Quiz Center
          </p>
          <h2
            id="quiz-center-card-title"
            className="font-display text-xl font-semibold tracking-tight md:mt-2 md:text-4xl"
          >
            <span className="md:hidden">Quiz Center</span>
            <span className="hidden md:inline">Find your style, on and off the field</span>
          </h2>
          <p className="mt-2 hidden text-lg text-sand-200 md:block">
            Five-minute quizzes on training, style, branding and the game. Every result comes with
            reading picked for it, and a link to share with your team.
          </p>
        </div>
      </div>
      <Link
        to="/quiz-center"
        className={buttonClass(
          'outline',
          'md',
          'relative shrink-0 border-white md:h-12 md:px-7 md:text-base',
        )}
      >
        Take a quiz
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </section>
  )
}

// The home page's way into the Quiz Center: one card, no query (the cached home page stays as it is).
import { Link } from 'react-router'
import { ArrowRight, Trophy } from 'lucide-react'
import { buttonClass } from '#app/components/ui/button'

export function QuizCenterCard() {
  return (
    <section
      aria-labelledby="quiz-center-card-title"
      className="relative overflow-hidden rounded-[1.75rem] bg-ink p-6 text-sand-50 md:flex md:items-center md:justify-between md:gap-10 md:p-10"
    >
      <div
        aria-hidden
        className="absolute -top-16 -right-16 size-56 rounded-full bg-clay-600/40 md:size-72"
      />
      <div className="relative max-w-2xl">
        <p className="flex items-center gap-2 text-xs font-bold tracking-[0.18em] text-sand-200 uppercase">
          <Trophy aria-hidden className="size-4" /> Quiz Center
        </p>
        <h2
          id="quiz-center-card-title"
          className="mt-2 font-display text-3xl font-semibold tracking-tight md:text-4xl"
        >
          Find your style, on and off the field
        </h2>
        <p className="mt-2 text-base text-sand-200 md:text-lg">
          Five-minute quizzes on training, style, branding and the game. Every result comes with
          reading picked for it, and a link to share with your team.
        </p>
      </div>
      <Link
        to="/quiz-center"
        className={buttonClass('outline', 'lg', 'relative mt-5 shrink-0 border-white md:mt-0')}
      >
        Take a quiz
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </section>
  )
}

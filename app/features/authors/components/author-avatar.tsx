import { cn } from '#app/components/ui/cn'
import { ArticleImage } from '#app/features/articles/components/article-card'
import { initialsOf } from '#app/components/site/story-card'

export function AuthorAvatar({
  name,
  url,
  size = 'md',
  priority = false,
}: {
  name: string
  url: string | null
  size?: 'md' | 'lg'
  priority?: boolean
}) {
  const box = size === 'lg' ? 'size-32 md:size-40 text-4xl' : 'size-20 text-xl'
  if (!url)
    return (
      <span
        aria-hidden
        className={cn(
          'flex shrink-0 items-center justify-center rounded-full bg-clay-600 font-display font-semibold text-white',
          box,
        )}
      >
        {initialsOf(name)}
      </span>
    )
  return (
    <span
      className={cn(
        'block shrink-0 overflow-hidden rounded-full bg-sand-200 ring-4 ring-white',
        box,
      )}
    >
      <ArticleImage
        url={url}
        alt={`Portrait of ${name}`}
        width={400}
        height={400}
        sizes="160px"
        priority={priority}
        className="size-full object-cover"
      />
    </span>
  )
}

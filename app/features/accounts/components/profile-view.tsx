// The member's profile as others would read it (all text rendered escaped by React).
import { BadgeCheck, MapPin, Medal, Trophy } from 'lucide-react'
import { formatDate } from '#app/utils/format-date'
import type { Profile } from '../profile.server'
import { initialsFromEmail } from './account-avatar'

export function ProfileAvatar({
  profile,
  size = 96,
}: {
  profile: Pick<Profile, 'avatarUrl' | 'email' | 'displayName'>
  size?: number
}) {
  if (profile.avatarUrl)
    return (
      <img
        src={profile.avatarUrl}
        alt={profile.displayName}
        width={size}
        height={size}
        className="rounded-full object-cover ring-4 ring-white"
        style={{ width: size, height: size }}
      />
    )
  return (
    <span
      aria-hidden
      className="grid place-items-center rounded-full bg-clay-700 font-display text-3xl font-semibold text-white ring-4 ring-white"
      style={{ width: size, height: size }}
    >
      {initialsFromEmail(profile.email)}
    </span>
  )
}

/** Only http(s) links are ever rendered as links. */
function safeHref(url: string) {
  return /^https?:\/\//i.test(url) ? url : null
}

/** A link as people read it: host and path, without the scheme or 'www.'. */
function shortLink(url: string) {
  return url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')
}

export function ProfileView({ profile, actions }: { profile: Profile; actions?: React.ReactNode }) {
  const links = Object.entries(profile.socialLinks).filter(([, url]) => safeHref(url))
  return (
    <section
      aria-labelledby="profile-name"
      className="rounded-[2rem] bg-white p-6 ring-1 ring-sand-200 md:p-8"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <ProfileAvatar profile={profile} />
        <div className="min-w-0 flex-1">
          <h1
            id="profile-name"
            className="font-display text-3xl font-semibold break-words text-ink md:text-4xl"
          >
            {profile.displayName}
          </h1>
          <p className="mt-1 text-sand-800">
            {profile.username ? <span className="font-semibold">@{profile.username}</span> : null}
            {profile.username ? ' · ' : null}Member since {formatDate(profile.memberSince)}
          </p>
          <div className="mt-2 flex flex-wrap gap-2 text-sm">
            {profile.sport ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-sand-100 px-3 py-1 font-medium text-sand-900">
                <Medal aria-hidden className="size-4" /> {profile.sport}
              </span>
            ) : null}
            {profile.location ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-sand-100 px-3 py-1 font-medium text-sand-900">
                <MapPin aria-hidden className="size-4" /> {profile.location}
              </span>
            ) : null}
            {profile.emailVerified ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 font-medium text-emerald-900">
                <BadgeCheck aria-hidden className="size-4" /> Email verified
              </span>
            ) : null}
          </div>
        </div>
        {actions ? <div className="shrink-0 sm:self-start">{actions}</div> : null}
      </div>
      {profile.bio ? (
        <p className="mt-6 max-w-prose whitespace-pre-line text-sand-900">{profile.bio}</p>
      ) : null}
      {profile.achievements.length ? (
        <div className="mt-6">
          <h2 className="flex items-center gap-2 font-display text-xl font-semibold text-ink">
            <Trophy aria-hidden className="size-5 text-clay-700" /> Achievements
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sand-900">
            {profile.achievements.map((a, i) => (
              <li key={i}>{a}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {links.length ? (
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="Social links">
          {links.map(([platform, url]) => (
            <li key={platform}>
              <a
                href={safeHref(url)!}
                rel="noopener noreferrer nofollow"
                target="_blank"
                className="inline-flex min-h-11 max-w-full flex-wrap items-center gap-x-1.5 rounded-full border border-sand-300 px-3.5 py-1.5 text-sm text-ink hover:bg-sand-100"
              >
                <span className="font-semibold">{platform}</span>
                <span className="break-all text-sand-800">{shortLink(url)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

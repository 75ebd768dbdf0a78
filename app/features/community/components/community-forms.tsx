// CONTRACT (owned by the accounts work, issue 3): the story form and the newsletter form side by side.
// Props: the SPEC's lists (from site_settings / constants) so the component does not fetch.
export function CommunityForms(_props: { sports: string[]; interests: string[] }) {
  return null
}

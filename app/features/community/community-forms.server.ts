// CONTRACT (owned by the accounts work, issue 3): the story and newsletter forms' action, shared by
// the homepage and /community route actions. Reads `intent` ('story' | 'newsletter') from the form.
export async function handleCommunityFormAction(_request: Request): Promise<Response | Record<string, unknown>> {
  return new Response('Not implemented yet', { status: 501 })
}

// CONTRACT (owned by the public reading work, issue 2): the in-process HTML cache for anonymous
// readers. Admin writes that change public content call invalidatePublicCache() after committing.
export async function invalidatePublicCache(): Promise<void> {}

/**
 * Module hooks for the catalogue bench's "before" mode (CATALOG_STATEMENT=before): the catalogue
 * routes get the search statement as it was before the ready cards (the oracle kept in
 * test-support/catalog-search-before.ts) in place of catalog-search.queries.ts, so today's
 * figures and the new ones come from the same server, data and run.
 */
const before = new URL('../apps/server/src/test-support/catalog-search-before.ts', import.meta.url)
  .href;

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (
    context.parentURL?.endsWith('/modules/catalog/catalog.routes.ts') &&
    resolved.url.endsWith('/modules/catalog/catalog-search.queries.ts')
  ) {
    return { ...resolved, url: before };
  }
  return resolved;
}

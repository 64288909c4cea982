/**
 * The folder a build reads content from before content/ (content-root.ts): undefined here. The site
 * definition replaces this module in the site bundle of a `build --content-from <dir>`
 * (src/site-definition.ts, `vertiqSiteWithContentFrom`), so the site's module reads the fixture.
 */
export const CONTENT_FROM: string | undefined = undefined;

/**
 * What hydrates the islands in the browser, named once. Islands are written against React's API and
 * rendered on the server by react-dom/server either way; `preact` hydrates them through Preact's
 * compat layer, `react` with React 19's own client (generator/outputs/scripts.ts). Plain JavaScript
 * so cli/run.mjs can read it before any TypeScript loads.
 */
export const CLIENT_RUNTIMES = ['preact', 'react'];

/** The runtime when the site's configuration names none: the only place it is written. */
export const DEFAULT_CLIENT_RUNTIME = 'preact';

/**
 * The site as one module: the route table and the renderers. `build` and `dev` load it as an
 * esbuild bundle (generator/config/load-site.ts): one file instead of ~80 transpiled on the fly, compiled
 * against the usage-recording JSX runtime (generator/render/jsx-runtime.ts).
 */
import { routes } from '../routes.ts';
import { buildNavigation } from './navigation.ts';
import { assemblePage, renderBody } from './renderPage.tsx';

export { routes, renderBody, assemblePage, buildNavigation };
// Incremental builds: which content each page read (load-collection.ts records it).
export { trackReads, inputState } from '../../generator/render/usage.ts';
export { ARTICLES as articles } from '../content/trends.ts'; // issue 14: feeds

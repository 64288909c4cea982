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
// Images: the engine hands the pages what it derived from content/ (generator/images/table.ts).
export { installImages } from '../../generator/images/table.ts';
export { ALL_ARTICLES as articles } from '../content/trends.ts'; // issue 14: feeds (the featured analysis too)
export { LEGAL_DOCUMENTS as legalDocuments } from '../content/legal.ts'; // issue 32: the sitemap's dates
// Issue 34: the identity (Open Graph cards' brand), the evidence's images and security.txt, for the extra outputs.
export { IDENTITY as identity } from '../site.ts';
export { EVIDENCE as evidence } from '../content/evidence.ts';
export { securityTxt } from './security-txt.ts';
export { demoAnalysisFiles } from '../content/demo-analyses.ts';

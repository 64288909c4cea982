/** The fallback pages the build writes at moved paths (issue 32), as the built `_redirects` lists them. */
import { redirectPageFile } from '../../generator/outputs/redirects.ts';
import { parseRedirectsFile } from '../../runtime/preview-server/redirect-rules.ts';
import { builtExists, readBuilt } from './site.ts';

export const REDIRECT_PAGES: string[] = builtExists('_redirects') ? parseRedirectsFile(readBuilt('_redirects')).map((r) => redirectPageFile(r.from)) : [];

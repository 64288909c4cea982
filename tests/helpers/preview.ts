/** The test build served by the preview server (the CDN stand-in) for one describe block: `const preview = usePreview();` then `preview.url`. */
import { afterAll, beforeAll } from 'vitest';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
import { DIST } from './site.ts';

export function usePreview(): { url: string } {
  const preview = { url: '' };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const server = await startStaticServer({ root: DIST.replace(/\/$/, ''), port: 0 });
    preview.url = server.url;
    close = server.close;
  });
  afterAll(() => close?.());
  return preview;
}

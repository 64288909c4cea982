/** Producers of non-page files (generator/outputs/extra-outputs.ts): their files, or a problem naming the producer. */
import { describe, expect, it } from 'vitest';
import { producerFiles } from '../../generator/outputs/extra-outputs.ts';
import { isBuildError } from '../../generator/check/errors.ts';

const input = { routes: [], config: { siteUrl: 'https://x.example', production: false }, pages: [], site: {} as never };

describe('a producer of extra outputs', () => {
  it('gives its files, sync or async', async () => {
    expect(await producerFiles({ name: 'robots', source: 's.ts', files: () => [{ path: 'robots.txt', content: 'User-agent: *' }] }, input)).toEqual([{ path: 'robots.txt', content: 'User-agent: *' }]);
    expect(await producerFiles({ name: 'feed', source: 's.ts', files: async ({ config }) => [{ path: 'feed.xml', content: config.siteUrl }] }, input)).toEqual([{ path: 'feed.xml', content: 'https://x.example' }]);
  });

  it('that throws stops the build with a problem naming it and its module', async () => {
    const error = await producerFiles({ name: 'feeds', source: 'src/render/feeds.ts', files: () => { throw new Error('no articles'); } }, input).catch((e: unknown) => e);
    expect(isBuildError(error)).toBe(true);
    expect((error as { problems: unknown[] }).problems).toEqual([{ kind: 'producer-failed', where: 'feeds', source: 'src/render/feeds.ts', message: 'failed: no articles' }]);
  });
});

/**
 * THE extension point for output files that are not pages: each producer gets the route table and
 * the config (and what the pages used) and returns files; the pipeline writes, precompresses and
 * link-checks them like any other file. A site registers its producers in its definition
 * (`extraOutputs`, generator/config/site.ts); the engine's own (sitemap, headers policy, Open Graph cards)
 * are offered as building blocks, and nothing else in the pipeline changes.
 * Producers run after every page has rendered and before the check phase, so a page may link to
 * what a producer writes (`/feed.xml`, `/og/about.png`): the link check sees those files. A producer
 * that needs only the route table and whose work runs off the main thread may say `early`: it starts
 * as soon as the site is loaded, beside rendering, and its files are written after the pages.
 */
import { BuildError, isBuildError } from '../check/errors.ts';
import { problem } from '../check/problems.ts';
import type { EngineConfig, ExtraOutput, ExtraOutputInput } from '../config/site.ts';
import type { EmittedFile } from './output-file.ts';

// The producer types are part of the site contract (site.ts), which a site's definition fills in.
export type { EarlyOutputInput, ExtraOutput, ExtraOutputInput } from '../config/site.ts';

/** A producer's files; a throw becomes a build problem naming the producer (build and dev alike). */
export async function producerFiles<C extends EngineConfig>(producer: ExtraOutput<C>, input: ExtraOutputInput<C>): Promise<EmittedFile[]> {
  try {
    return await producer.files(input);
  } catch (error) {
    // A producer that found problems in what it was handed names them itself (redirects.ts).
    if (isBuildError(error)) throw error;
    throw new BuildError([problem('producer-failed', { where: producer.name, source: producer.source }, { error: error as Error })]);
  }
}

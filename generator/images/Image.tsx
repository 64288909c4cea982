/**
 * `<Image>`: an image of the content folder in a component, as a `<picture>` (AVIF, WebP, fallback;
 * srcset, sizes, width and height; lazy unless `priority`). For a hero, `priority`. For an image that
 * only decorates, `decorative` (alt=""); otherwise `alt` is required. `at` names the content file and
 * line that chose the image (a customer's logo in its entry, say), for a build problem to point at;
 * without it a problem names the page's route.
 *
 *   <Image src="customers/acme-logo.png" alt="Acme" sizes="10rem" at="content/customers/acme.md:4" />
 */
import type { ImageRequest } from './table.ts';
import { imageSources } from './table.ts';

export type ImageProps = ImageRequest & {
  /** Class of the `<picture>` element (`className` is the `<img>`'s). */
  pictureClassName?: string;
};

export function Image({ pictureClassName, ...request }: ImageProps) {
  return <picture className={pictureClassName} dangerouslySetInnerHTML={{ __html: imageSources(request) }} />;
}

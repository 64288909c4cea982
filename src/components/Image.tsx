/**
 * Images in the site's components: the engine's `<Image>` (generator/images/Image.tsx), whose `src`
 * is a path under content/ (`customers/acme-logo.png`). Each becomes a `<picture>` of AVIF, WebP and
 * a fallback at several widths, with width and height; `priority` for a hero (fetched first, never
 * lazy), `decorative` for an image that says nothing (alt=""); `at` ("content/<file>.md:<line>") names
 * where an entry chose its image, so a missing file or alt text stops the build pointing there.
 */
export { Image, type ImageProps } from '../../generator/images/Image.tsx';

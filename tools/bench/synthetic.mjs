/**
 * Synthetic pages for the scale benchmark, made from the real templates. Plain JavaScript: the
 * synthetic site module the render workers import (scale-child.ts writes it) imports this too.
 */

/** `count` clones of real routes with new unique paths (`/synthetic-7/pricing`), titles and descriptions. */
export function syntheticRoutes(real, count) {
  const clones = [];
  for (let i = 0; i < count; i++) {
    const base = real[i % real.length];
    const n = i + 1;
    const prefix = `S${n} `;
    clones.push({
      ...base,
      path: `/synthetic-${n}${base.path === '/' ? '' : base.path}`,
      label: `${base.label} ${n}`,
      excludeFromSitemap: false,
      meta: {
        ...base.meta,
        title: `${prefix}${base.meta.title}`.slice(0, 70),
        description: `${n}: ${base.meta.description}`.slice(0, 160),
      },
    });
  }
  return clones;
}

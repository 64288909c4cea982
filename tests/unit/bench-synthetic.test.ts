/** The scale benchmark's synthetic pages pass the build's own route checks (bench/synthetic.ts). */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { validateRoutes } from '../../generator/check/validate.ts';
import { syntheticRoutes } from '../../tools/bench/synthetic.mjs';

describe('synthetic routes', () => {
  it('clone every real template with unique, valid paths, titles and descriptions', () => {
    const clones = syntheticRoutes(routes, routes.length * 3);
    expect(new Set(clones.map((r) => r.family))).toEqual(new Set(routes.map((r) => r.family)));
    expect(validateRoutes([...routes, ...clones])).toEqual([]);
  });
});

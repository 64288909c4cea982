/**
 * The parts of zod the content schemas use, named one by one: `import { z } from 'zod'` brings the
 * whole library (its ~40 message locales included, 734 KB) into the site bundle that every build
 * loads; named imports let esbuild keep only these (~170 KB). Use as `import * as z from './zod.ts'`.
 */
export { array, boolean, discriminatedUnion, literal, number, object, preprocess, strictObject, string, union } from 'zod';
export type { output, ZodArray, ZodString, ZodType } from 'zod';

/** Types of fault-points.mjs (plain JavaScript so verified-cache.mjs can use it before TypeScript loads). */
export const reachedPoints: string[];
export function armFaultPoint(n: number): void;
export function faultPoint(name: string): void;

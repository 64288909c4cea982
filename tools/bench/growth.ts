/**
 * The scale bench's "linear growth" verdict: does any per-page phase cost more per page at the
 * largest size than at the smallest? Dividing one per-page cost by the other, as the check first did,
 * reported MISSED whenever a phase took 0 ms at the small size (0/0 is NaN, x/0 is Infinity) even
 * while every per-page cost fell. So: a phase is judged by the growth of its per-page cost, and a
 * phase whose whole cost at the larger size stays under the noise floor cannot break linearity,
 * whatever its ratio. The floor is 5 ms or 1% of the larger build, whichever is more: at 10,000
 * pages the end-of-build wait for the last writes (`flush`, 0 ms at 1,000 pages, 21 ms at 10,000 of
 * a 10.4 s build) read as growth.
 */
export interface SizedTimings {
  pages: number;
  timings: readonly { phase: string; ms: number }[];
}

export interface PhaseGrowth {
  phase: string;
  /** ms per page at the smallest and the largest size. */
  small: number;
  large: number;
  linear: boolean;
}

/** Phases that run once per build, not per page: they shrink per page as the site grows. */
const FIXED_PHASES = new Set(['load', 'assets']);
/** Allowed rise of a per-page cost between the sizes (timer and GC noise). */
export const GROWTH_SLACK = 1.25;
/** A phase under this many ms in total at the larger size is within noise, not a trend... */
export const NOISE_FLOOR_MS = 5;
/** ...nor one under this share of the larger build's time: it cannot bend the build's growth. */
export const NOISE_SHARE = 0.01;

export function phaseGrowth(a: SizedTimings, b: SizedTimings): PhaseGrowth[] {
  const ms = (r: SizedTimings, phase: string) => r.timings.find((t) => t.phase === phase)?.ms ?? 0;
  // Phases of either run: one that appears only at the larger size is growth too.
  const phases = [...new Set([...a.timings, ...b.timings].map((t) => t.phase))].filter((p) => !FIXED_PHASES.has(p));
  const floor = Math.max(NOISE_FLOOR_MS, NOISE_SHARE * b.timings.reduce((sum, t) => sum + t.ms, 0));
  return phases.map((phase) => {
    const small = ms(a, phase) / a.pages;
    const large = ms(b, phase) / b.pages;
    const linear = ms(b, phase) < floor || large <= small * GROWTH_SLACK;
    return { phase, small, large, linear };
  });
}

export function describeGrowth(growth: readonly PhaseGrowth[]): string {
  return growth.map((g) => `${g.phase} ${g.small.toFixed(3)} -> ${g.large.toFixed(3)} ms${g.linear ? '' : ' (grows)'}`).join(', ');
}

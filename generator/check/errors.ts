/** Build problems name the route (or file) and give a hint, so the fix is obvious. */
export interface BuildProblem {
  /** Its entry in the catalogue (generator/check/problems.ts), when it has one. */
  kind?: string;
  /** The route path or output file the problem belongs to. */
  where: string;
  /** The source file to open: the route's family routes file, the navigation, a template. */
  source?: string;
  message: string;
  hint?: string;
}

/** `/about (src/pages/product-routes.tsx)`: the route, then the file to open. */
export function formatWhere(problem: BuildProblem): string {
  return problem.source ? `${problem.where} (${problem.source})` : problem.where;
}

/** The one format every problem prints in, under a heading that says what stopped. */
export function formatProblems(heading: string, problems: BuildProblem[]): string {
  return `${heading}: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n` + problems.map((p) => `  ${formatWhere(p)}: ${p.message}${p.hint ? `\n    hint: ${p.hint}` : ''}`).join('\n');
}

/**
 * Marks a BuildError across module copies: the site bundle carries its own copy of this class (a
 * content file refused while the bundle loads), so `instanceof` alone would miss it.
 */
const BUILD_ERROR = Symbol.for('site-engine.build-error');

export class BuildError extends Error {
  readonly [BUILD_ERROR] = true;
  constructor(
    public readonly problems: BuildProblem[],
    heading = 'Build stopped',
  ) {
    super(formatProblems(heading, problems));
    this.name = 'BuildError';
  }
}

/** A BuildError from this module or from a bundled copy of it. */
export function isBuildError(error: unknown): error is BuildError {
  return typeof error === 'object' && error !== null && BUILD_ERROR in error;
}

/** Build problems name the route (or file) and give a hint, so the fix is obvious. */
export interface BuildProblem {
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

export class BuildError extends Error {
  constructor(public readonly problems: BuildProblem[]) {
    super(
      `Build stopped: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n` +
        problems.map((p) => `  ${formatWhere(p)}: ${p.message}${p.hint ? `\n    hint: ${p.hint}` : ''}`).join('\n'),
    );
    this.name = 'BuildError';
  }
}

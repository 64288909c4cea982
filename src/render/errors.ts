/** Build problems name the route (or file) and give a hint, so the fix is obvious. */
export interface BuildProblem {
  /** The route path or output file the problem belongs to. */
  where: string;
  message: string;
  hint?: string;
}

export class BuildError extends Error {
  constructor(public readonly problems: BuildProblem[]) {
    super(
      `Build stopped: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n` +
        problems.map((p) => `  ${p.where}: ${p.message}${p.hint ? `\n    hint: ${p.hint}` : ''}`).join('\n'),
    );
    this.name = 'BuildError';
  }
}

export function sourceCommit(root: string): string | null;
export function lastChangeDates(root: string, paths: string[]): Map<string, string> | undefined;

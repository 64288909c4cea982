export async function runDev(_options: { port: number; backend: boolean }): Promise<void> {
  throw new Error('dev: not built yet');
}

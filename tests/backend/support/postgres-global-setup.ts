import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster.ts';

/** One PostgreSQL cluster for the whole run; each test file makes its own database in it (support/databases.ts). */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

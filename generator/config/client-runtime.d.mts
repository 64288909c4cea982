export type ClientRuntime = 'preact' | 'react';
export const CLIENT_RUNTIMES: readonly ClientRuntime[];
export const DEFAULT_CLIENT_RUNTIME: ClientRuntime;

import type { Command } from 'commander';

/** Registers `backend` and `leads` (the local Supabase stand-in). Filled by the backend work. */
export function registerBackendCommands(_program: Command): void {}

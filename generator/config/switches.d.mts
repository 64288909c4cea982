/** Types of switches.mjs (plain JavaScript so build-stamp.mjs and the card worker can load it). */
export type SwitchName = 'TREE_CACHE' | 'COMPRESS_CACHE' | 'OG_CACHE' | 'OG_RESVG';
export const SWITCHES: Record<SwitchName, { on: string; meaning: string }>;
export function switchOn(name: SwitchName): boolean;
export function switchesSet(): Record<SwitchName, string>;

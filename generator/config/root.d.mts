/** Types of root.mjs. */
export const PROJECT_ROOT: string;

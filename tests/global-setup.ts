/** Placeholder until the build pipeline exists: output tests will build the site once here. */
export default async function setup(): Promise<void> {}

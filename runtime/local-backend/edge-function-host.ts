/**
 * Runs under Deno, not Node: the host process of one edge function in the local backend.
 * It imports the function's real index.ts (whose Deno.serve() starts the server) and exits
 * as soon as its stdin closes. The local backend holds the other end of that pipe, so
 * however the backend ends (Ctrl-C, a crash, a test runner killing its worker), the
 * function goes with it instead of lingering on a port.
 */

// Declared here (not from Deno's lib) so the Node type-check of local-backend accepts this file.
declare const Deno: {
  args: string[];
  stdin: { readable: ReadableStream<Uint8Array> };
  exit(code?: number): never;
};

const [entryUrl] = Deno.args;

(async () => {
  for await (const _chunk of Deno.stdin.readable) {
    // Nothing is ever sent; the loop ends when the backend's end of the pipe closes.
  }
  Deno.exit(0);
})();

await import(entryUrl);

export {};

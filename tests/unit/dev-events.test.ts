/** dev's event stream (generator/dev/events.ts): every open page hears each event, until it goes away. */
import { once } from 'node:events';
import { createServer, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createEventStream, EVENTS_PATH } from '../../generator/dev/events.ts';

/** Collects what a client of the stream reads. */
function listen(port: number): Promise<{ res: IncomingMessage; text: () => string }> {
  return new Promise((resolve) => {
    get({ port, path: EVENTS_PATH }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      resolve({ res, text: () => text });
    });
  });
}

describe("dev's event stream", () => {
  it('sends each event to every open page as a server-sent event, and forgets a page that went away', async () => {
    const events = createEventStream();
    const server = createServer((req, res) => events.open(req, res));
    server.listen(0);
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const [a, b] = await Promise.all([listen(port), listen(port)]);
      expect(a.res.headers['content-type']).toBe('text/event-stream');
      events.broadcast('update');
      events.broadcast('failed', 'src/x.ts: broke');
      // Polled, not slept: a loaded CI machine can take longer than any fixed pause to deliver.
      const expected = ': connected\n\nevent: update\ndata: ""\n\nevent: failed\ndata: "src/x.ts: broke"\n\n';
      for (const client of [a, b]) await vi.waitFor(() => expect(client.text()).toBe(expected), { timeout: 10_000 });
      a.res.destroy();
      await new Promise((r) => setTimeout(r, 100));
      events.broadcast('reload');
      await vi.waitFor(() => expect(b.text()).toMatch(/event: reload\n/), { timeout: 10_000 });
      expect(a.text()).not.toMatch(/reload/);
      b.res.destroy();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

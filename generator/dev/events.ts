/**
 * dev's event stream (/__dev/events): every open page holds an EventSource on it
 * (dev-client/hot-swap.ts) and hears `update` (swap the change in), `reload` (client scripts
 * changed) or `failed` (the rebuild's error).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const EVENTS_PATH = '/__dev/events';

export type DevEvent = 'update' | 'reload' | 'failed';

export function createEventStream() {
  const clients = new Set<ServerResponse>();
  return {
    /** Holds the request open as an event stream until the page goes away. */
    open(req: IncomingMessage, res: ServerResponse): void {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    broadcast(event: DevEvent, data = ''): void {
      for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
  };
}

export type EventStream = ReturnType<typeof createEventStream>;

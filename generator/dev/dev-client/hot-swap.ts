/**
 * The script `dev` adds to every page (browser code, bundled by dev-client.ts). It listens on the
 * server's event stream (/__dev/events):
 * - `update`: the site rebuilt and the client scripts did not change. It fetches this page as it
 *   renders now and swaps it into the open document: the changed head elements, the stylesheet
 *   (once the new one has loaded) and the changed parts of the body (morph.ts). Scroll position, typed
 *   input and hydrated islands stay. Where a swap cannot be right (the page's scripts, an island or
 *   its props, or an active head element changed) it reloads instead;
 * - `reload`: the client scripts changed; only a reload runs the new code;
 * - `failed`: the rebuild failed; the error goes to the console and the page stays as it was.
 * It must run before the page's own scripts, so its copy of the body is the server's HTML.
 */
import { bodyReloadReason, planHeadSwap, ServerMirror } from './morph.ts';

const baseHead = document.head.cloneNode(true) as HTMLHeadElement;
let head = baseHead;
const mirror = new ServerMirror(document.body.cloneNode(true) as HTMLElement, document.body);

function reload(reason: string) {
  console.info(`[dev] reloading: ${reason}`);
  location.reload();
}

async function swap(): Promise<void> {
  const response = await fetch(location.pathname + location.search, { cache: 'no-store' });
  // A render failure answers in plain text: a reload shows it as the server wrote it.
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return reload(`the page answers ${response.status}`);
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  const bodyReason = bodyReloadReason(mirror.current, next.body);
  if (bodyReason) return reload(bodyReason);
  const plan = planHeadSwap(head, next.head, document.head);
  if ('reload' in plan) return reload(plan.reload);
  await plan.loadStylesheets();
  plan.apply();
  mirror.swapTo(next.body);
  head = next.head;
  document.dispatchEvent(new CustomEvent('vertiq:dev-swapped'));
}

// One swap at a time; an update arriving during a swap runs once it is done.
let queue = Promise.resolve();
let pending = false;
function scheduleSwap() {
  if (pending) return;
  pending = true;
  queue = queue.then(() => {
    pending = false;
    return swap().catch((error: Error) => reload(`the swap failed: ${error.message}`));
  });
}

const events = new EventSource('/__dev/events');
events.addEventListener('update', scheduleSwap);
events.addEventListener('reload', () => reload('the client scripts changed'));
events.addEventListener('failed', (e) => console.error(`[dev] build failed:\n${JSON.parse((e as MessageEvent).data)}`));

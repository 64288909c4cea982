/**
 * serverHtml: the children are rendered on the server only; in the browser the element gets the
 * kept-HTML marker, whatever it is given.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { serverHtml } from '../../src/islands/server-html.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('serverHtml', () => {
  it('renders the children on the server', () => {
    const html = renderToStaticMarkup(<ul {...serverHtml(<li>Business</li>)} />);
    expect(html).toBe('<ul><li>Business</li></ul>');
  });

  it('in the browser, gives the element the marker instead of the children', () => {
    vi.stubGlobal('document', {});
    const props = serverHtml(<li>Business</li>);
    expect(props).toEqual({ dangerouslySetInnerHTML: { __html: expect.any(String) } });
    expect((props as { dangerouslySetInnerHTML: { __html: string } }).dangerouslySetInnerHTML.__html).not.toBe('');
  });
});

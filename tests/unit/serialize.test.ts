import { describe, expect, it } from 'vitest';
import { serializeForScript } from '../../src/render/serialize.ts';

describe('serializeForScript', () => {
  const nasty = { a: '</script><script>alert(1)</script>', b: '<!-- x -->', c: 'a & b > c', d: 'line\u2028sep\u2029end' };

  it('leaves no sequence that could end or confuse a <script> element', () => {
    const out = serializeForScript(nasty);
    expect(out).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(out.toLowerCase()).not.toContain('</script');
  });

  it('parses back to exactly the same value', () => {
    expect(JSON.parse(serializeForScript(nasty))).toEqual(nasty);
    const nested = { list: [1, 'two', null, { deep: '</SCRIPT>' }] };
    expect(JSON.parse(serializeForScript(nested))).toEqual(nested);
  });

  it('refuses values JSON cannot carry', () => {
    expect(() => serializeForScript(undefined)).toThrow(TypeError);
    expect(() => serializeForScript(() => 1)).toThrow(TypeError);
  });
});

import { describe, expect, it } from 'vitest';
import { TRUSTED_ADDRESS_HEADER_SETTING, addressKey, trustedClientAddress } from '../../supabase/functions/_shared/client-address.ts';
import { ADDRESS_KEYS, NOT_ADDRESSES } from './support/address-cases.ts';

// The functions' side of "which address counts" (the database's private.address_key
// computes the same keys; address-limits-sql.test.ts checks it there).

describe('addressKey', () => {
  it.each(ADDRESS_KEYS)('%j -> %j', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it.each([null, ...NOT_ADDRESSES])('%j is no address (null)', (address) => {
    expect(addressKey(address)).toBeNull();
  });

  it('two hosts of one /64 share a key; the neighbouring /64 does not', () => {
    expect(addressKey('2001:db8:aa:bb::1')).toBe(addressKey('2001:db8:aa:bb:ffff:ffff:ffff:fffe'));
    expect(addressKey('2001:db8:aa:bb::1')).not.toBe(addressKey('2001:db8:aa:bc::1'));
  });
});

describe('trustedClientAddress', () => {
  const request = (headers: Record<string, string>) => new Request('http://functions.local/schedule-demo', { headers });
  const deps = (settings: Record<string, string>) => ({ env: (name: string) => settings[name], fetch, now: () => new Date() });
  const everyHeader = {
    'CF-Connecting-IP': '203.0.113.9',
    'X-Forwarded-For': '198.51.100.1',
    'X-Real-IP': '198.51.100.2',
    'X-Client-Address': '2001:db8:1:2::99',
  };

  it('trusts no header by default (hosted Supabase gives a function none it could trust)', () => {
    expect(trustedClientAddress(deps({}), request(everyHeader))).toBeNull();
  });

  it(`reads the one header ${TRUSTED_ADDRESS_HEADER_SETTING} names, normalized (IPv6 by /64)`, () => {
    expect(trustedClientAddress(deps({ [TRUSTED_ADDRESS_HEADER_SETTING]: 'X-Client-Address' }), request(everyHeader))).toBe('2001:db8:1:2::/64');
  });

  it('a named header that is absent or not one address counts as none', () => {
    const settings = { [TRUSTED_ADDRESS_HEADER_SETTING]: 'X-Client-Address' };
    expect(trustedClientAddress(deps(settings), request({}))).toBeNull();
    expect(trustedClientAddress(deps(settings), request({ 'X-Client-Address': '203.0.113.9, 198.51.100.1' }))).toBeNull();
  });
});

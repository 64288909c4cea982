/**
 * Client addresses and the counter key each must get: one table for both implementations, the
 * functions' `addressKey` (client-address.test.ts) and the database's `private.address_key`
 * (address-limits-sql.test.ts), so the two cannot drift apart. IPv4 as itself, IPv6 by its /64,
 * anything else (a list, a wider prefix, a malformed address) no key at all.
 */
export const ADDRESS_KEYS: [address: string, key: string][] = [
  ['203.0.113.9', '203.0.113.9'],
  [' 203.0.113.9 ', '203.0.113.9'],
  ['::ffff:203.0.113.9', '203.0.113.9'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:DB8:1:2::ffff', '2001:db8:1:2::/64'],
  ['2001:db8:1:2::/64', '2001:db8:1:2::/64'],
  ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::/64'],
  ['2001:0:0:1::1', '2001:0:0:1::/64'],
  ['fe80::1:2:3:4', 'fe80::/64'],
  ['::1', '::/64'],
  ['::', '::/64'],
  ['64:ff9b::198.51.100.1', '64:ff9b::/64'],
];

export const NOT_ADDRESSES: string[] = [
  '',
  'unknown',
  '203.0.113.256',
  '203.0.113',
  '203.0.113.9, 198.51.100.1',
  '10.0.0.0/8',
  '2001:db8::/32',
  '2001:db8:1:2:3:4:5:6:7',
  '2001:db8::1::2',
  '2001:db8:1:2:3:4:5',
  '12345::1',
  'fe80::1%eth0',
];

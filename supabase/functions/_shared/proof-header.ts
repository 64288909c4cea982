/**
 * The X-Proof-Of-Work header's value as ALTCHA writes it: base64 of the JSON `{ challenge, solution }`
 * (UTF-8). Kept free of imports so the functions, the browser's solver and check-backend share it.
 */
export function encodeProofHeader(payload: unknown): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(payload))) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The JSON the header holds, or null when it is not base64 of JSON. */
export function decodeProofHeader(header: string): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(header), (char) => char.charCodeAt(0))));
  } catch {
    return null;
  }
}

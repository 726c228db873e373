import type { SiwxMessageData } from './types';

const COMPARED = [
  'chainId',
  'domain',
  'uri',
  'version',
  'nonce',
  'statement',
  'requestId',
  'issuedAt',
  'expirationTime',
  'notBefore',
] as const satisfies readonly (keyof SiwxMessageData)[];

// Absent, undefined and empty mean the same here: the text has no line for any of them.
const orNone = (value: unknown) => (value === '' || value === undefined ? undefined : value);

/**
 * Whether `data` says what `signed` (the parsed message) says: every field equal, an eip155
 * address compared case-insensitively (a host may keep it lowercase next to the checksummed
 * text), resources in the same order.
 */
export function siwxDataMatches(data: SiwxMessageData, signed: SiwxMessageData): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const evm = signed.chainId.startsWith('eip155:');
  const address = String(data.accountAddress);
  if (
    evm
      ? address.toLowerCase() !== signed.accountAddress.toLowerCase()
      : address !== signed.accountAddress
  ) {
    return false;
  }
  if (COMPARED.some((key) => orNone(data[key]) !== orNone(signed[key]))) return false;
  const mine = Array.isArray(data.resources) ? data.resources : [];
  const theirs = signed.resources ?? [];
  return mine.length === theirs.length && mine.every((resource, i) => resource === theirs[i]);
}

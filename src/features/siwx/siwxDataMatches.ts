import { signInRulesFor, type SiwxChains } from './signInRulesFor';
import type { SiwxMessageData } from './types';
import { siwxNamespaceOf } from './validateSiwxMessageData';

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
 * Whether `data` says what `signed` (the parsed message) says: every field equal, the address
 * the same account by its namespace's rules (eip155: case-insensitively, as a host may keep it
 * lowercase next to the checksummed text), resources in the same order.
 */
export function siwxDataMatches(
  data: SiwxMessageData,
  signed: SiwxMessageData,
  chains?: SiwxChains,
): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const rules = signInRulesFor(chains, siwxNamespaceOf(signed.chainId, chains));
  if (!rules.sameAccount(String(data.accountAddress), signed.accountAddress)) return false;
  if (COMPARED.some((key) => orNone(data[key]) !== orNone(signed[key]))) return false;
  const mine = Array.isArray(data.resources) ? data.resources : [];
  const theirs = signed.resources ?? [];
  return mine.length === theirs.length && mine.every((resource, i) => resource === theirs[i]);
}

import { isChainNamespace, type ChainNamespace } from '../../adapter/chainNamespace';
import { SiwxMessageError } from './SiwxMessageError';
import { signInRulesFor, type SiwxChains } from './signInRulesFor';
import type { SiwxMessageData } from './types';

// The grammar of EIP-4361 (and CAIP-122), checked when a message is built and when one is parsed,
// so what we sign is what standard verifiers accept.

const PCT = '%[0-9A-Fa-f]{2}';
const SUB_DELIMS = "!$&'()*+,;=";
const UNRESERVED = 'A-Za-z0-9\\-._~';
// RFC 3986 authority: [userinfo "@"] host [":" port]; host is an IP literal or a reg-name.
const AUTHORITY = new RegExp(
  `^(?:(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT})*@)?` +
    `(?:\\[[0-9A-Fa-f:.]+\\]|(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT})+)` +
    `(?::[0-9]*)?$`,
);
// RFC 3986 absolute URI: a scheme, a colon, then only URI characters (no spaces, no newlines).
const ABSOLUTE_URI = new RegExp(
  `^[A-Za-z][A-Za-z0-9+.-]*:(?:[${UNRESERVED}${SUB_DELIMS}:/?#\\[\\]@]|${PCT})+$`,
);
const REQUEST_ID = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT})+$`);
const NONCE = /^[A-Za-z0-9]{8,}$/;
// RFC 3986 scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
// EIP-4361's statement: *( reserved / unreserved / " " ) — no quote, %, <, >, tab, line
// break or non-ASCII letter (the reference parser refuses those).
const STATEMENT = new RegExp(`^[${UNRESERVED}${SUB_DELIMS}:/?#\\[\\]@ ]+$`);
// RFC 3339 date-time, the ISO-8601 profile EIP-4361 requires.
const DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** Whether `value` is an RFC 3986 absolute URI (`https://a.example/x`, `ipfs://…`, `did:…`). */
function isAbsoluteUri(value: unknown): boolean {
  return typeof value === 'string' && ABSOLUTE_URI.test(value);
}

// Data may come from a host's own code or from storage: a non-string must fail, not become
// 'undefined' (which would pass as a domain).
const matches = (pattern: RegExp, value: unknown) =>
  typeof value === 'string' && pattern.test(value);

const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/**
 * Milliseconds since the epoch of an RFC 3339 time; NaN when it is not one, including a day
 * the calendar does not have (a 31 February would otherwise roll over into March).
 */
export function siwxTimeToMs(value: unknown): number {
  if (typeof value !== 'string' || !DATE_TIME.test(value)) return Number.NaN;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return day <= daysIn(year, month) ? Date.parse(value) : Number.NaN;
}

function fail(field: ConstructorParameters<typeof SiwxMessageError>[0], reason: string): never {
  throw new SiwxMessageError(field, reason);
}

/**
 * The namespace of a valid CAIP-2 id of a supported chain, its reference checked by the
 * namespace's rules among `chains`; throws naming `chainId`.
 */
export function siwxNamespaceOf(chainId: unknown, chains?: SiwxChains): ChainNamespace {
  const [namespace, reference, ...rest] = typeof chainId === 'string' ? chainId.split(':') : [];
  if (!isChainNamespace(namespace) || !reference || rest.length > 0) {
    fail('chainId', `must be a CAIP-2 id of a supported namespace, got "${String(chainId)}"`);
  }
  if (!signInRulesFor(chains, namespace).isReference(reference))
    fail('chainId', `"${reference}" is not a valid ${namespace} reference`);
  return namespace;
}

function checkTime(field: 'issuedAt' | 'expirationTime' | 'notBefore', value: unknown): number {
  const ms = siwxTimeToMs(value);
  if (Number.isNaN(ms)) {
    fail(field, `must be an ISO-8601 (RFC 3339) date-time, got "${String(value)}"`);
  }
  return ms;
}

/**
 * Checks every field against EIP-4361's ABNF (CAIP-122 for the other namespaces) and returns
 * the data with empty optional lists dropped (an empty `Resources:` section helps nobody).
 * Throws a `SiwxMessageError` naming the first offending field. The address must be in the
 * form its namespace's rules among `chains` require (eip155: EIP-55 checksummed).
 */
export function validateSiwxMessageData(
  data: SiwxMessageData,
  chains?: SiwxChains,
): SiwxMessageData {
  const namespace = siwxNamespaceOf(data.chainId, chains);
  const address: unknown = data.accountAddress;
  const addressProblem =
    typeof address === 'string'
      ? signInRulesFor(chains, namespace).messageAddressProblem(address)
      : `is not a ${namespace} address`;
  if (addressProblem) fail('accountAddress', addressProblem);
  if (data.scheme !== undefined && !matches(SCHEME, data.scheme)) {
    fail('scheme', 'must be an RFC 3986 scheme such as "https"');
  }
  if (!matches(AUTHORITY, data.domain)) {
    fail('domain', 'must be an RFC 3986 authority such as "example.com" (no scheme, no path)');
  }
  if (!isAbsoluteUri(data.uri)) fail('uri', 'must be an absolute URI');
  if (data.version !== '1') fail('version', "must be '1'");
  if (!matches(NONCE, data.nonce)) fail('nonce', 'must be at least 8 letters or digits');
  if (data.statement !== undefined) {
    if (typeof data.statement !== 'string' || data.statement === '') {
      fail('statement', 'must be a non-empty string; omit it for none');
    }
    // A newline would also let the statement forge the lines after it (URI:, Chain ID:, …).
    if (!STATEMENT.test(data.statement)) {
      fail(
        'statement',
        "may hold only letters, digits, spaces and -._~:/?#[]@!$&'()*+,;= (EIP-4361)",
      );
    }
  }
  // The grammar relates no two times: an expiration before issued-at is valid text (the
  // verifier then finds the sign-in expired).
  checkTime('issuedAt', data.issuedAt);
  if (data.expirationTime !== undefined) checkTime('expirationTime', data.expirationTime);
  if (data.notBefore !== undefined) checkTime('notBefore', data.notBefore);
  if (data.requestId !== undefined && !matches(REQUEST_ID, data.requestId)) {
    fail('requestId', 'must be a non-empty run of URI path characters');
  }
  if (data.resources !== undefined) {
    if (!Array.isArray(data.resources)) fail('resources', 'must be a list of URIs');
    const bad = data.resources.findIndex((resource) => !isAbsoluteUri(resource));
    if (bad >= 0) fail('resources', `"${String(data.resources[bad])}" is not an absolute URI`);
  }
  const { resources, ...rest } = data;
  return resources && resources.length > 0 ? { ...rest, resources: [...resources] } : rest;
}

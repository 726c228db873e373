import type { CaipNetworkId } from '../../adapter/CaipNetwork';
import { createHttpTransport, type FetchFn } from '../../adapter/rpc/createHttpTransport';
import { parseSiwxMessage } from './parseSiwxMessage';
import { signInRulesFor, type SiwxChains } from './signInRulesFor';
import { siwxDataMatches } from './siwxDataMatches';
import { SiwxVerificationError } from './SiwxVerificationError';
import type { SiwxMessage, SiwxRpcRequest, SiwxSession, SiwxSignatureVerifier } from './types';
import { siwxNamespaceOf, siwxTimeToMs } from './validateSiwxMessageData';

/** What a session must match, and the clock and chain access to check it with. */
export interface VerifySiwxSessionOptions {
  /** The domain the message must name, e.g. `location.host`. Compared case-insensitively. */
  domain: string;
  /** A URI whose origin the message's `uri` must share, e.g. `location.href`. Default: unchecked. */
  uri?: string;
  /**
   * The nonce this app issued for the message, or a test for the nonces it has issued.
   * Default: unchecked.
   */
  nonce?: string | ((nonce: string) => boolean);
  /** The CAIP-2 network the message must be for. Default: unchecked. */
  chainId?: CaipNetworkId;
  /** The clock, in ms since the epoch. Default: `Date.now`. */
  now?: () => number;
  /** How far in the future `issuedAt` and `notBefore` may be (clock skew), in ms. Default 60 000. */
  clockSkewMs?: number;
  /**
   * Each namespace's sign-in rules (`eip155SignIn`): the address form and the signature check.
   * A namespace without any follows CAIP-122's generic grammar and needs `verifySignature`.
   */
  chains?: SiwxChains;
  /** JSON-RPC to the message's chain, for EIP-1271 contract accounts. Wins over `rpcUrl`. */
  rpcRequest?: SiwxRpcRequest;
  /** A JSON-RPC URL of the message's chain, used with a 10 s timeout when `rpcRequest` is absent. */
  rpcUrl?: string;
  /** The fetch behind `rpcUrl`. Default: `globalThis.fetch`. */
  fetch?: FetchFn;
  /** A signature check of the host's own, instead of the namespace's rules. */
  verifySignature?: SiwxSignatureVerifier;
}

const DEFAULT_CLOCK_SKEW_MS = 60_000;
const RPC_TIMEOUT_MS = 10_000; // as every RPC request

function sameOrigin(actual: string, expected: string): boolean {
  if (actual === expected) return true;
  try {
    const origin = new URL(expected).origin;
    // Non-web schemes have an opaque origin ('null'): only the exact match above counts.
    return origin !== 'null' && new URL(actual).origin === origin;
  } catch {
    return false;
  }
}

function rpcFor(options: VerifySiwxSessionOptions): SiwxRpcRequest | undefined {
  if (options.rpcRequest) return options.rpcRequest;
  if (!options.rpcUrl) return undefined;
  const transport = createHttpTransport(options.rpcUrl, {
    timeout: RPC_TIMEOUT_MS,
    ...(options.fetch && { fetch: options.fetch }),
  });
  return (method, params) => transport.request({ method, params });
}

/**
 * Verifies a signed session and returns its parsed message. In order, cheapest first, so a
 * session with wrong claims costs no RPC call: `format` (the text parses strictly and agrees
 * with `session.data`), `chainId`, `domain`, `uri`, `nonce`, `issuedAt` (not in the future),
 * `notBefore` (reached), `expirationTime` (not passed), then `signature`. Throws a
 * `SiwxVerificationError` whose `rule` names the first failed check.
 */
export async function verifySiwxSession(
  session: SiwxSession,
  options: VerifySiwxSessionOptions,
): Promise<SiwxMessage> {
  let message: SiwxMessage;
  try {
    message = parseSiwxMessage(session.message, options.chains);
  } catch (cause) {
    throw new SiwxVerificationError('format', 'the message does not parse', { cause });
  }
  if (!siwxDataMatches(session.data, message, options.chains)) {
    // The data is what the app reads later: it must say what was signed.
    throw new SiwxVerificationError('format', 'session.data differs from the signed message');
  }
  if (typeof session.signature !== 'string' || session.signature === '') {
    throw new SiwxVerificationError('format', 'the signature is missing');
  }
  if (options.chainId !== undefined && message.chainId !== options.chainId) {
    throw new SiwxVerificationError(
      'chainId',
      `signed for ${message.chainId}, not ${options.chainId}`,
    );
  }
  if (message.domain.toLowerCase() !== options.domain.toLowerCase()) {
    throw new SiwxVerificationError(
      'domain',
      `signed for ${message.domain}, not ${options.domain}`,
    );
  }
  if (options.uri !== undefined && !sameOrigin(message.uri, options.uri)) {
    throw new SiwxVerificationError('uri', `${message.uri} is not on ${options.uri}`);
  }
  const { nonce } = options;
  const nonceOk =
    nonce === undefined ||
    (typeof nonce === 'function' ? nonce(message.nonce) : message.nonce === nonce);
  if (!nonceOk) {
    throw new SiwxVerificationError('nonce', 'the nonce was not issued for this sign-in');
  }
  const now = (options.now ?? Date.now)();
  const skew = options.clockSkewMs ?? DEFAULT_CLOCK_SKEW_MS;
  if (siwxTimeToMs(message.issuedAt) > now + skew) {
    throw new SiwxVerificationError('issuedAt', `${message.issuedAt} is in the future`);
  }
  if (message.notBefore !== undefined && siwxTimeToMs(message.notBefore) > now + skew) {
    throw new SiwxVerificationError('notBefore', `not valid before ${message.notBefore}`);
  }
  if (message.expirationTime !== undefined && siwxTimeToMs(message.expirationTime) <= now) {
    throw new SiwxVerificationError('expirationTime', `expired at ${message.expirationTime}`);
  }
  await verifySignature(session, message, options);
  return message;
}

async function verifySignature(
  session: SiwxSession,
  message: SiwxMessage,
  options: VerifySiwxSessionOptions,
): Promise<void> {
  const args = {
    message: session.message,
    signature: session.signature,
    address: message.accountAddress,
    chainId: message.chainId,
  };
  if (options.verifySignature) {
    let valid: boolean;
    try {
      valid = await options.verifySignature(args);
    } catch (cause) {
      throw new SiwxVerificationError('signature', 'the signature check failed', { cause });
    }
    if (!valid) throw new SiwxVerificationError('signature', 'the signature does not match');
    return;
  }
  const rules = signInRulesFor(options.chains, siwxNamespaceOf(message.chainId, options.chains));
  const rpc = rpcFor(options);
  try {
    await rules.verifySignature({ ...args, ...(rpc && { rpc }) });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : 'the signature check failed';
    throw new SiwxVerificationError('signature', reason, {
      cause: cause instanceof Error && cause.cause !== undefined ? cause.cause : cause,
    });
  }
}

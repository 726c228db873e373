import type { CaipNetworkId } from '../../adapter/CaipNetwork';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { FetchFn } from '../../adapter/rpc/createHttpTransport';
import { guardedStorage } from '../persistence/createBrowserStorage';
import type { PorticoStorage } from '../persistence/PorticoStorage';
import { createSiwxMessage } from './createSiwxMessage';
import { generateSiwxNonce } from './generateSiwxNonce';
import { SiwxMessageError } from './SiwxMessageError';
import { signInRulesFor, type SiwxChains } from './signInRulesFor';
import { readSiwxSessions, writeSiwxSessions } from './siwxSessionStorage';
import { toSiwxMessageData } from './toSiwxMessageData';
import { siwxTimeToMs } from './validateSiwxMessageData';
import type { SiwxConfig, SiwxSession, SiwxSignatureVerifier } from './types';
import { verifySiwxSession, type VerifySiwxSessionOptions } from './verifySiwxSession';

/** Options of `createDefaultSiwx`; every one has a browser default. */
export interface DefaultSiwxOptions {
  /** Where sessions persist, under `portico.siwx.sessions`. Default: `localStorage` (or memory). */
  storage?: PorticoStorage;
  /** The domain messages name and sessions must match. Default: `location.host`, read when used. */
  domain?: string;
  /** The URI messages name; sessions must share its origin. Default: `location.href`, read when used. */
  uri?: string;
  /** The statement shown to the user; `''` for none. Default: 'Please sign with your account'. */
  statement?: string;
  /**
   * How long a sign-in lasts, in ms: each message's `expirationTime`, and the life of a stored
   * session whose message names none. Default: 7 days (it also ends on disconnect).
   */
  expiresInMs?: number;
  /** Whether sign-in is mandatory (cancelling disconnects). Default: false. */
  required?: boolean;
  /** Whether disconnecting signs out. Default: true. */
  signOutOnDisconnect?: boolean;
  /** A JSON-RPC URL per CAIP-2 network, for EIP-1271 smart-account signatures. Default: none. */
  rpcUrlFor?(chainId: CaipNetworkId): string | undefined;
  /** The fetch behind `rpcUrlFor`'s URLs. Default: `globalThis.fetch`. */
  fetch?: FetchFn;
  /**
   * The sign-in rules of each namespace to sign in on (`eip155SignIn` from
   * `portico/adapters/eip155`): the address form and the signature check. Default: none, so
   * every signature is refused.
   */
  chains?: SiwxChains;
  /** Signature checks of the host's own per namespace, instead of its rules'. Default: none. */
  verifiers?: Partial<Record<ChainNamespace, SiwxSignatureVerifier>>;
  /** The clock, in ms since the epoch. Default: `Date.now`. */
  now?: () => number;
}

const DEFAULT_STATEMENT = 'Please sign with your account';
/** A sign-in's life when the host sets none: a week. */
export const DEFAULT_SIWX_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;
// Nonces handed out and not yet used. Bounded: a user who opens and abandons the sign-in view
// many times must not grow it without end; only the latest few can still be signed.
const MAX_PENDING_NONCES = 8;

/**
 * Portico's own sign-in (`siwx: createDefaultSiwx({ chains: [eip155SignIn] })`): messages with
 * a fresh random nonce, sessions verified in the browser by each namespace's rules (EOA
 * signatures and EIP-1271 smart accounts on eip155) and kept in `localStorage`. It proves to
 * the page, not to a server, that the user holds the account; an app with a backend should
 * verify there with its own `SiwxConfig`.
 */
export function createDefaultSiwx(options: DefaultSiwxOptions = {}): SiwxConfig {
  const now = options.now ?? Date.now;
  const expiresInMs = options.expiresInMs ?? DEFAULT_SIWX_EXPIRY_MS;
  let storage: PorticoStorage | undefined;
  // Created on first use, not here: the factory runs at config time, also on a server. A
  // host store that throws (quota, denied access) keeps the sessions in memory instead.
  const store = () => (storage ??= guardedStorage(options.storage));
  const { chains } = options;
  const read = () => readSiwxSessions(store(), now(), chains);
  const sameAccount = (session: SiwxSession, chainId: CaipNetworkId, address: string) =>
    session.data.chainId === chainId &&
    signInRulesFor(chains, session.data.chainId.split(':')[0] as ChainNamespace).sameAccount(
      session.data.accountAddress,
      address,
    );
  const pendingNonces: string[] = [];
  /**
   * Takes `nonce` out of the pending ones, in one step: of two sign-ins racing with one
   * message, only the first finds it. Never removes another nonce.
   */
  const claimNonce = (nonce: string) => {
    const index = pendingNonces.indexOf(nonce);
    if (index === -1) return false;
    pendingNonces.splice(index, 1);
    return true;
  };

  const location = () => (globalThis as { location?: { host?: string; href?: string } }).location;
  const domain = () => {
    const value = options.domain ?? location()?.host;
    if (!value) throw new SiwxMessageError('domain', 'no domain given and no page location');
    return value;
  };
  const uri = () => {
    const value = options.uri ?? location()?.href;
    if (!value) throw new SiwxMessageError('uri', 'no uri given and no page location');
    return value;
  };

  const verify = (session: SiwxSession, checkNonce: boolean) => {
    const chainId = session.data?.chainId;
    const rpcUrl = chainId ? options.rpcUrlFor?.(chainId) : undefined;
    const verifier = chainId
      ? options.verifiers?.[chainId.split(':')[0] as ChainNamespace]
      : undefined;
    const verifyOptions: VerifySiwxSessionOptions = {
      domain: domain(),
      uri: uri(),
      now,
      ...(chains && { chains }),
      ...(checkNonce && { nonce: claimNonce }),
      ...(rpcUrl && { rpcUrl }),
      ...(options.fetch && { fetch: options.fetch }),
      ...(verifier && { verifySignature: verifier }),
    };
    return verifySiwxSession(session, verifyOptions);
  };
  // Stored sessions verified by this instance (signature, domain, uri), so a read does not
  // check a signature again; the expiry is checked on every read.
  const trusted = new Set<string>();
  const keyOf = (session: SiwxSession) => `${session.signature}\n${session.message}`;
  /** A stored session is trusted once verified now; without an expiry, it has the default one. */
  const isTrusted = async (session: SiwxSession): Promise<boolean> => {
    const { expirationTime, issuedAt } = session.data;
    if (expirationTime === undefined && siwxTimeToMs(issuedAt) + expiresInMs <= now()) return false;
    if (trusted.has(keyOf(session))) return true;
    try {
      await verify(session, false);
    } catch {
      return false;
    }
    trusted.add(keyOf(session));
    return true;
  };
  const plain = (session: SiwxSession): SiwxSession => ({
    data: toSiwxMessageData(session.data),
    message: session.message,
    signature: session.signature,
    ...(session.cacao !== undefined && { cacao: session.cacao }),
  });

  return {
    async createMessage(input) {
      const nonce = generateSiwxNonce();
      const issued = now();
      const statement = options.statement ?? DEFAULT_STATEMENT;
      const message = await createSiwxMessage(
        {
          accountAddress: input.accountAddress,
          chainId: input.chainId,
          domain: domain(),
          uri: uri(),
          version: '1',
          nonce,
          issuedAt: new Date(issued).toISOString(),
          ...(statement !== '' && { statement }),
          expirationTime: new Date(issued + expiresInMs).toISOString(),
          ...(input.notBefore !== undefined && { notBefore: input.notBefore }),
        },
        { now, ...(chains && { chains }) },
      );
      pendingNonces.push(nonce);
      if (pendingNonces.length > MAX_PENDING_NONCES) pendingNonces.shift();
      return message;
    },

    async addSession(session) {
      // A nonce signs in once (`claimNonce`): replaying the same signed message is refused.
      const message = await verify(session, true);
      trusted.add(keyOf(session));
      const { chainId, accountAddress } = message;
      const others = read().filter((stored) => !sameAccount(stored, chainId, accountAddress));
      writeSiwxSessions(store(), [...others, plain(session)]);
    },

    async getSessions(chainId, address) {
      // A missing domain or uri is the config's fault, not the sessions': said, nothing dropped.
      domain();
      uri();
      const found = read().filter((s) => sameAccount(s, chainId, address));
      const checks = await Promise.all(found.map(isTrusted));
      const refused = new Set(found.filter((_, i) => !checks[i]).map(keyOf));
      // Storage is the page's to write: what fails the checks is dropped, not trusted.
      if (refused.size > 0)
        writeSiwxSessions(
          store(),
          read().filter((s) => !refused.has(keyOf(s))),
        );
      return found.filter((_, i) => checks[i]);
    },

    async setSessions(sessions) {
      // Sessions from elsewhere (another device, the host's backend) carry nonces this
      // instance never issued, so only the nonce check is skipped. All or nothing.
      await Promise.all(sessions.map((session) => verify(session, false)));
      for (const session of sessions) trusted.add(keyOf(session));
      writeSiwxSessions(store(), sessions.map(plain));
    },

    async revokeSession(chainId, address) {
      const kept = read().filter((s) => !sameAccount(s, chainId, address));
      writeSiwxSessions(store(), kept);
    },

    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  };
}

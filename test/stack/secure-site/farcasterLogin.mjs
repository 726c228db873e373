/**
 * The secure site's side of Sign In With Farcaster (SIWF): it opens a channel on the Farcaster
 * relay (`POST /v1/channel`) for the page that framed it, polls the channel's status when the
 * frame asks, and verifies the signed message itself before any user is found or made. Users
 * and sessions are backend.mjs's.
 *
 * A channel (the site's record of it) lives 5 minutes (site clock) and ends at its first
 * outcome. The relay is not trusted for anything that matters: the site checks the EIP-4361
 * message (domain = the page's host, URI = the page's origin, the nonce it chose, statement
 * 'Farcaster Auth', version 1, chain id 10, one `farcaster://fid/<fid>` resource, the custody
 * method, not expired, not before its time), recovers the signer from the signature, and reads
 * `custodyOf(fid)` from the IdRegistry with an `eth_call` (on the configured chain: a local
 * anvil with the registry look-alike of test/stack/farcaster/). The username, display name and
 * picture come from the relay's status unsigned, as in the real flow.
 *
 * Every failure of a connect answers 'Failed to connect to farcaster' with a `code`: denied,
 * expired, unknown_channel, relay_error, invalid_message, domain_mismatch, uri_mismatch,
 * nonce_mismatch, fid_mismatch, unsupported_auth_method, message_expired, not_yet_valid,
 * invalid_signature, custody_mismatch, registry_unavailable.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { getAddress, verifyMessage } from 'ethers';
// Farcaster's protocol constants and its registry read: the same as the relay stand-in's.
import { ID_REGISTRY_ADDRESS, readCustodyOf } from '../farcaster/idRegistry.mjs';
import { SIWF_CHAIN_ID, SIWF_STATEMENT } from '../farcaster/siwfMessage.mjs';
import { SiteError, checkParentOrigin } from './siteHttp.mjs';
import { errorMessage } from '../errorMessage.mjs';

const FARCASTER_NOT_CONFIGURED = 'Farcaster is not configured';
export const FARCASTER_FAILED = 'Failed to connect to farcaster';
export const FARCASTER_CHANNEL_TTL_MS = 5 * 60_000;
const FETCH_MS = 10_000;
const ID = /^[0-9a-f-]{36}$/;
const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d{0,15})\/?$/;
const METHOD_RESOURCE = /^farcaster:\/\/signer\/type\/([A-Za-z]+)\/?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A connect failure: the one message, and why. */
const farcasterFailure = (code, status = 401) => new SiteError(status, FARCASTER_FAILED, { code });

const HEADER = / wants you to sign in with your Ethereum account:$/;
/** @typedef {'uri' | 'version' | 'chainId' | 'nonce' | 'issuedAt' | 'expirationTime' | 'notBefore' | 'requestId'} SiweTag */
/**
 * The tagged lines of EIP-4361, in their order; `true`: required.
 * @type {Array<[SiweTag, string, boolean]>}
 */
const TAGS = [
  ['uri', 'URI', true],
  ['version', 'Version', true],
  ['chainId', 'Chain ID', true],
  ['nonce', 'Nonce', true],
  ['issuedAt', 'Issued At', true],
  ['expirationTime', 'Expiration Time', false],
  ['notBefore', 'Not Before', false],
  ['requestId', 'Request ID', false],
];

/**
 * The fields of an EIP-4361 message, read strictly (the layout `siwe` writes): a header with
 * the domain, an EIP-55 address, an optional statement, the tagged lines in order, and
 * optional resources. Throws on anything else.
 * @param {string} text
 */
export function parseSiweMessage(text) {
  if (typeof text !== 'string' || text.length > 10_000) throw new Error('not a message');
  const lines = text.split('\n');
  let at = 0;
  const next = () => lines[at++];
  const header = next();
  if (!HEADER.test(header ?? '')) throw new Error('no header');
  const domain = header.replace(HEADER, '');
  if (!/^[^\s/]+$/.test(domain)) throw new Error('bad domain');
  const address = next();
  if (!/^0x[0-9a-fA-F]{40}$/.test(address ?? '') || getAddress(address) !== address)
    throw new Error('bad address (EIP-55)');
  if (next() !== '') throw new Error('no blank line after the address');
  let statement = null;
  if (!(lines[at] ?? '').startsWith('URI: ')) {
    statement = next();
    if (!statement || statement.includes('\n') || next() !== '') throw new Error('bad statement');
  }
  /** @type {Partial<Record<SiweTag, string>>} */
  const tagged = {};
  for (const [key, tag, required] of TAGS) {
    const line = lines[at];
    if (line?.startsWith(`${tag}: `)) {
      tagged[key] = line.slice(tag.length + 2);
      at += 1;
    } else if (required) throw new Error(`no ${tag}`);
  }
  /** @type {string[]} */
  const resources = [];
  if (at < lines.length) {
    if (next() !== 'Resources:') throw new Error('unexpected line');
    while (at < lines.length) {
      const line = next();
      if (!line.startsWith('- ') || line.length < 3) throw new Error('bad resource');
      resources.push(line.slice(2));
    }
  }
  if (tagged.version !== '1') throw new Error('version must be 1');
  if (!/^\d{1,12}$/.test(tagged.chainId ?? '')) throw new Error('bad chain id');
  if (!/^[a-zA-Z0-9]{8,}$/.test(tagged.nonce ?? '')) throw new Error('bad nonce');
  for (const key of /** @type {const} */ (['issuedAt', 'expirationTime', 'notBefore'])) {
    const value = tagged[key];
    if (value !== undefined && (!DATE_TIME.test(value) || !Number.isFinite(Date.parse(value))))
      throw new Error(`bad ${key}`);
  }
  return { domain, address, statement, resources, ...tagged, chainId: Number(tagged.chainId) };
}

/**
 * Verifies a SIWF answer against what the site asked for → `{ fid, custody }`; else throws
 * `farcasterFailure(code)` (the reason goes to `log`).
 * @param {{ message: unknown, signature: unknown, fid?: unknown,
 *   expected: { domain: string, uri: string, nonce: string }, now: number,
 *   custodyOf: (fid: number) => Promise<string>, log?: (line: string) => void }} options
 */
export async function verifySignInMessage({
  message,
  signature,
  fid: claimedFid,
  expected,
  now,
  custodyOf,
  log = () => {},
}) {
  const refuse = (code, reason) => {
    log(`secure site: farcaster sign-in refused (${code}): ${reason}`);
    return farcasterFailure(code);
  };
  let fields;
  try {
    fields = parseSiweMessage(/** @type {string} checked there */ (message));
  } catch (error) {
    throw refuse('invalid_message', errorMessage(error));
  }
  if (fields.statement !== SIWF_STATEMENT)
    throw refuse('invalid_message', `statement ${fields.statement}`);
  if (fields.chainId !== SIWF_CHAIN_ID) throw refuse('invalid_message', `chain ${fields.chainId}`);
  const fids = fields.resources.filter((resource) => FID_RESOURCE.test(resource));
  if (fids.length !== 1) throw refuse('invalid_message', `${fids.length} fid resources`);
  const fid = Number(/** @type {RegExpExecArray} tested above */ (FID_RESOURCE.exec(fids[0]))[1]);
  const methods = fields.resources.filter((resource) => METHOD_RESOURCE.test(resource));
  if (methods.length > 1) throw refuse('invalid_message', 'several auth methods');
  const method = methods.length
    ? /** @type {RegExpExecArray} tested above */ (METHOD_RESOURCE.exec(methods[0]))[1]
    : 'custody';
  if (method !== 'custody') throw refuse('unsupported_auth_method', method);
  if (claimedFid !== undefined && claimedFid !== null && claimedFid !== fid)
    throw refuse('fid_mismatch', `the relay says ${claimedFid}, the message ${fid}`);
  if (fields.domain !== expected.domain) throw refuse('domain_mismatch', fields.domain);
  if (fields.uri !== expected.uri) throw refuse('uri_mismatch', fields.uri);
  if (fields.nonce !== expected.nonce) throw refuse('nonce_mismatch', fields.nonce);
  if (fields.expirationTime !== undefined && Date.parse(fields.expirationTime) <= now)
    throw refuse('message_expired', fields.expirationTime);
  if (fields.notBefore !== undefined && Date.parse(fields.notBefore) > now)
    throw refuse('not_yet_valid', fields.notBefore);
  let signer;
  try {
    if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(signature))
      throw new Error('not 65 bytes of hex');
    signer = verifyMessage(/** @type {string} parsed above */ (message), signature);
  } catch (error) {
    throw refuse('invalid_signature', errorMessage(error, { short: true }));
  }
  if (signer !== fields.address)
    throw refuse('invalid_signature', `signed by ${signer}, not ${fields.address}`);
  let custody;
  try {
    custody = await custodyOf(fid);
  } catch (error) {
    log(`secure site: custodyOf(${fid}) failed: ${errorMessage(error)}`);
    throw farcasterFailure('registry_unavailable', 502);
  }
  if (custody !== signer)
    throw refuse('custody_mismatch', `custodyOf(${fid}) is ${custody}, the signer ${signer}`);
  return { fid, custody };
}

/**
 * @param {{ farcaster?: { relayUrl: string, rpcUrl: string, idRegistry?: string },
 *   now: () => number, log: (line: string) => void }} options
 */
export function createFarcasterLogin({ farcaster, now, log }) {
  const idRegistry = farcaster ? getAddress(farcaster.idRegistry ?? ID_REGISTRY_ADDRESS) : null;
  const relayUrl = farcaster?.relayUrl?.replace(/\/+$/, '');
  /** id → { channelToken, url, nonce, domain, siweUri, expiresAt, polling: Promise | null } */
  const channels = new Map();

  function configured() {
    if (!farcaster?.relayUrl || !farcaster.rpcUrl)
      throw new SiteError(400, FARCASTER_NOT_CONFIGURED);
  }

  async function relay(path, init) {
    try {
      const response = await fetch(`${relayUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(FETCH_MS),
      });
      return { status: response.status, body: await response.json().catch(() => ({})) };
    } catch (error) {
      log(`secure site: farcaster relay ${path} failed: ${errorMessage(error)}`);
      return null;
    }
  }

  /** One look at the relay: pending, or the verified outcome (or a failure, thrown). */
  async function look(entry) {
    const answer = await relay('/v1/channel/status', {
      headers: { Authorization: `Bearer ${entry.channelToken}` },
    });
    if (!answer) throw farcasterFailure('relay_error', 502);
    if (answer.status === 202) return { state: 'pending' };
    // The relay forgot it: expired there (or answered already).
    if (answer.status === 401) throw farcasterFailure('expired');
    if (answer.status !== 200 || answer.body.state !== 'completed') {
      log(`secure site: farcaster relay status answered ${answer.status}`);
      throw farcasterFailure('relay_error', 502);
    }
    const completed = answer.body;
    if (completed.error === 'denied') throw farcasterFailure('denied');
    if (completed.error) throw farcasterFailure(String(completed.error).slice(0, 64));
    const { fid, custody } = await verifySignInMessage({
      message: completed.message,
      signature: completed.signature,
      fid: completed.fid,
      expected: { domain: entry.domain, uri: entry.siweUri, nonce: entry.nonce },
      now: now(),
      // configured(): a relay and a chain are set.
      custodyOf: (id) =>
        readCustodyOf(
          /** @type {NonNullable<typeof farcaster>} */ (farcaster).rpcUrl,
          id,
          /** @type {string} */ (idRegistry),
        ),
      log,
    });
    const text = (value, max) =>
      typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;
    return {
      state: 'completed',
      fid,
      custody,
      username: text(completed.username, 64),
      displayName: text(completed.displayName, 100),
      pfpUrl: text(completed.pfpUrl, 2000),
    };
  }

  return {
    size: () => channels.size,
    clear() {
      channels.clear();
    },
    status: () => (farcaster ? { relayUrl, rpcUrl: farcaster.rpcUrl, idRegistry } : null),

    /**
     * POST /api/farcaster/start {parentOrigin} → {id, url}: a relay channel for that page
     * (domain = its host, siweUri = its origin, a nonce of the site's, expiring with the
     * channel); `url` is the sign-in URL, `id` the site's handle for the frame.
     */
    async start({ parentOrigin }) {
      configured();
      const page = checkParentOrigin(parentOrigin);
      for (const [key, entry] of channels) if (entry.expiresAt <= now()) channels.delete(key);
      const expiresAt = now() + FARCASTER_CHANNEL_TTL_MS;
      const request = {
        siweUri: page.origin,
        domain: page.host,
        nonce: randomBytes(12).toString('hex'),
        expirationTime: new Date(expiresAt).toISOString(),
      };
      const answer = await relay('/v1/channel', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      });
      if (
        answer?.status !== 201 ||
        typeof answer.body.channelToken !== 'string' ||
        typeof answer.body.url !== 'string' ||
        answer.body.nonce !== request.nonce
      ) {
        if (answer) log(`secure site: farcaster relay create answered ${answer.status}`);
        throw new SiteError(502, 'Could not reach the Farcaster relay');
      }
      const id = randomUUID();
      channels.set(id, {
        channelToken: answer.body.channelToken,
        url: answer.body.url,
        nonce: request.nonce,
        domain: request.domain,
        siweUri: request.siweUri,
        expiresAt,
        polling: null,
      });
      return { id, url: answer.body.url };
    },

    /**
     * One poll of the channel `id` → `{state: 'pending'}` or `{state: 'completed', fid,
     * custody, username, displayName, pfpUrl}` (verified); else a `farcasterFailure`. The
     * first outcome ends the channel; polls at the same time share one look at the relay.
     */
    async poll({ id }) {
      configured();
      const entry = typeof id === 'string' && ID.test(id) ? channels.get(id) : undefined;
      if (!entry) throw farcasterFailure('unknown_channel');
      if (entry.expiresAt <= now()) {
        channels.delete(id);
        throw farcasterFailure('expired');
      }
      entry.polling ??= look(entry).then(
        (result) => {
          entry.polling = null;
          if (result.state === 'completed') channels.delete(id);
          return result;
        },
        (error) => {
          entry.polling = null;
          channels.delete(id);
          throw error;
        },
      );
      return entry.polling;
    },
  };
}

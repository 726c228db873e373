/** @jest-environment node */
import { Wallet } from 'ethers/wallet';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import type { PorticoStorage } from '../../../src/features/persistence/PorticoStorage';
import {
  createDefaultSiwx,
  DEFAULT_SIWX_EXPIRY_MS,
  type DefaultSiwxOptions,
} from '../../../src/features/siwx/createDefaultSiwx';
import { SIWX_SESSIONS_STORAGE_KEY } from '../../../src/features/siwx/siwxSessionStorage';
import type { SiwxVerificationError } from '../../../src/features/siwx/SiwxVerificationError';
import type { SiwxConfig, SiwxSession } from '../../../src/features/siwx/types';
import {
  ANVIL_ADDRESS,
  ANVIL_KEY,
  CHAINS,
  iso,
  MINUTE,
  NOW,
  OTHER_KEY,
  rejectionOf,
  signedSession,
} from '../../support/siwxFixtures';

/**
 * The default SIWX store against a page that writes its storage: a stored session is trusted
 * only once verified as it is read (signature, domain, uri, expiry, with a default expiry when
 * its message names none), and a nonce signs in once even when two sign-ins race.
 */
const DOMAIN = 'app.example';
const URI = 'https://app.example/home';

function setup(overrides: DefaultSiwxOptions = {}) {
  let clock = NOW;
  const storage = createMemoryStorage();
  const options = {
    chains: CHAINS,
    storage,
    domain: DOMAIN,
    uri: URI,
    now: () => clock,
    ...overrides,
  };
  return {
    siwx: createDefaultSiwx(options),
    storage,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const store = (storage: PorticoStorage, sessions: unknown[]) =>
  storage.setItem(SIWX_SESSIONS_STORAGE_KEY, JSON.stringify(sessions));
const stored = (storage: PorticoStorage) =>
  JSON.parse(storage.getItem(SIWX_SESSIONS_STORAGE_KEY) ?? '[]') as SiwxSession[];

async function messageFor(siwx: SiwxConfig, key: string) {
  const address = new Wallet(key).address;
  const message = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:1' });
  const signature = await new Wallet(key).signMessage(message.toString());
  return { data: message, message: message.toString(), signature };
}

/** Another signature for certain: r's first byte inverted. */
const tamper = (signature: string) =>
  `0x${(Number.parseInt(signature.slice(2, 4), 16) ^ 0xff).toString(16).padStart(2, '0')}${signature.slice(4)}`;

describe('stored sessions, verified when read', () => {
  it('behavior: a valid stored session is trusted by a new instance (after a reload)', async () => {
    const { session } = await signedSession({ uri: URI, expirationTime: iso(NOW + MINUTE) });
    const { siwx, storage } = setup();
    store(storage, [session]);
    expect(await siwx.getSessions('eip155:1', ANVIL_ADDRESS)).toHaveLength(1);
    expect(stored(storage)).toHaveLength(1);
  });

  it.each([
    [
      'a tampered signature',
      async () => {
        const { session } = await signedSession({ uri: URI });
        return { ...session, signature: tamper(session.signature) };
      },
    ],
    ['another signer', async () => (await signedSession({ uri: URI }, OTHER_KEY)).session],
    [
      'another domain',
      async () =>
        (await signedSession({ domain: 'evil.example', uri: 'https://evil.example/' })).session,
    ],
    [
      'another uri',
      async () => (await signedSession({ uri: 'https://evil.example/home' })).session,
    ],
    [
      'an expiry passed',
      async () =>
        (
          await signedSession({
            uri: URI,
            issuedAt: iso(NOW - 2 * MINUTE),
            expirationTime: iso(NOW - MINUTE),
          })
        ).session,
    ],
  ])('hostile: a stored session with %s is dropped, not trusted', async (_case, make) => {
    const { session: valid } = await signedSession(
      { uri: URI, accountAddress: new Wallet(OTHER_KEY).address },
      OTHER_KEY,
    );
    const { siwx, storage } = setup();
    store(storage, [await make(), valid]);
    expect(await siwx.getSessions('eip155:1', ANVIL_ADDRESS)).toEqual([]);
    // Only the bad one goes; another account's valid session stays.
    expect(stored(storage).map((s) => s.signature)).toEqual([valid.signature]);
  });

  it('hostile: a session this instance signed in, then tampered in storage, is dropped', async () => {
    const { siwx, storage } = setup();
    const session = await messageFor(siwx, ANVIL_KEY);
    await siwx.addSession(session);
    expect(await siwx.getSessions('eip155:1', ANVIL_ADDRESS)).toHaveLength(1);
    store(storage, [{ ...stored(storage)[0], signature: tamper(session.signature) }]);
    expect(await siwx.getSessions('eip155:1', ANVIL_ADDRESS)).toEqual([]);
    expect(storage.getItem(SIWX_SESSIONS_STORAGE_KEY)).toBeNull();
  });

  it('errors: without a domain (no page location) reading fails and drops nothing', async () => {
    const { session } = await signedSession({ uri: URI });
    const storage = createMemoryStorage();
    store(storage, [session]);
    const siwx = createDefaultSiwx({ chains: CHAINS, storage, now: () => NOW });
    await expect(siwx.getSessions('eip155:1', ANVIL_ADDRESS)).rejects.toThrow(/domain/);
    expect(stored(storage)).toHaveLength(1);
  });

  it('default: a message gets an expiry of 7 days; a stored one without any lasts as long', async () => {
    const { siwx, storage, advance } = setup();
    const message = await siwx.createMessage({
      accountAddress: ANVIL_ADDRESS,
      chainId: 'eip155:1',
    });
    expect(DEFAULT_SIWX_EXPIRY_MS).toBe(7 * 24 * 60 * MINUTE);
    expect(message.expirationTime).toBe(iso(NOW + DEFAULT_SIWX_EXPIRY_MS));
    // A session issued before expiries were set by default: none in its message.
    const { session } = await signedSession({ uri: URI });
    expect(session.data.expirationTime).toBeUndefined();
    store(storage, [session]);
    advance(DEFAULT_SIWX_EXPIRY_MS - 1);
    expect(await siwx.getSessions('eip155:1', ANVIL_ADDRESS)).toHaveLength(1);
    advance(1);
    expect(await siwx.getSessions('eip155:1', ANVIL_ADDRESS)).toEqual([]);
    expect(storage.getItem(SIWX_SESSIONS_STORAGE_KEY)).toBeNull();
  });

  it('parameters: expiresInMs sets both', async () => {
    const { siwx, storage, advance } = setup({ expiresInMs: 10 * MINUTE });
    const message = await siwx.createMessage({
      accountAddress: ANVIL_ADDRESS,
      chainId: 'eip155:1',
    });
    expect(message.expirationTime).toBe(iso(NOW + 10 * MINUTE));
    store(storage, [(await signedSession({ uri: URI })).session]);
    advance(10 * MINUTE);
    expect(await siwx.getSessions('eip155:1', ANVIL_ADDRESS)).toEqual([]);
  });
});

describe('nonces, consumed at once', () => {
  it('hostile: two sign-ins racing with one message: one is stored, the other refused (nonce)', async () => {
    const { siwx, storage } = setup();
    const session = await messageFor(siwx, ANVIL_KEY);
    const results = await Promise.allSettled([siwx.addSession(session), siwx.addSession(session)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as SiwxVerificationError).rule).toBe('nonce');
    expect(stored(storage)).toHaveLength(1);
  });

  it('behavior: a race never takes another pending sign-in’s nonce', async () => {
    const { siwx, storage } = setup();
    const first = await messageFor(siwx, ANVIL_KEY);
    const second = await messageFor(siwx, OTHER_KEY);
    const third = await messageFor(siwx, ANVIL_KEY);
    await Promise.allSettled([siwx.addSession(first), siwx.addSession(first)]);
    // The messages still pending sign in, each once.
    await siwx.addSession(second);
    await siwx.addSession(third);
    expect(
      stored(storage)
        .map((s) => s.signature)
        .sort(),
    ).toEqual([second.signature, third.signature].sort());
    const replay = await rejectionOf(siwx.addSession(third));
    expect((replay as SiwxVerificationError).rule).toBe('nonce');
  });
});

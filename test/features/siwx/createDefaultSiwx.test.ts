/** @jest-environment node */
import { Wallet } from 'ethers/wallet';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import type { PorticoStorage } from '../../../src/features/persistence/PorticoStorage';
import {
  createDefaultSiwx,
  type DefaultSiwxOptions,
} from '../../../src/features/siwx/createDefaultSiwx';
import { SiwxMessageError } from '../../../src/features/siwx/SiwxMessageError';
import { SIWX_SESSIONS_STORAGE_KEY } from '../../../src/features/siwx/siwxSessionStorage';
import { SiwxVerificationError } from '../../../src/features/siwx/SiwxVerificationError';
import type { SiwxConfig, SiwxSession } from '../../../src/features/siwx/types';
import {
  CHAINS,
  ANVIL_ADDRESS,
  ANVIL_KEY,
  iso,
  MINUTE,
  NOW,
  OTHER_KEY,
  rejectionOf,
} from '../../support/siwxFixtures';

const OTHER_ADDRESS = new Wallet(OTHER_KEY).address;

function setup(overrides: DefaultSiwxOptions = {}) {
  let clock = NOW;
  const storage = createMemoryStorage();
  const options: DefaultSiwxOptions = {
    chains: CHAINS,
    storage,
    domain: 'app.example',
    uri: 'https://app.example/home',
    now: () => clock,
    ...overrides,
  };
  return {
    siwx: createDefaultSiwx(options),
    options,
    storage: (overrides.storage ?? storage) as PorticoStorage,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

/** What the sign-in flow does: ask for a message, have the wallet sign it, add the session. */
async function signIn(
  siwx: SiwxConfig,
  {
    key = ANVIL_KEY,
    chainId = 'eip155:1',
    signer = key,
  }: { key?: string; chainId?: `${string}:${string}`; signer?: string } = {},
): Promise<SiwxSession> {
  const address = new Wallet(key).address;
  const message = await siwx.createMessage({ accountAddress: address.toLowerCase(), chainId });
  const signature = await new Wallet(signer).signMessage(message.toString());
  const session = { data: message, message: message.toString(), signature };
  await siwx.addSession(session);
  return session;
}

const stored = (storage: PorticoStorage) =>
  JSON.parse(storage.getItem(SIWX_SESSIONS_STORAGE_KEY) ?? 'null') as unknown;

describe('createDefaultSiwx', () => {
  it('default: options and their defaults', () => {
    const siwx = createDefaultSiwx({ chains: CHAINS, storage: createMemoryStorage() });
    expect(siwx.getRequired?.()).toBe(false);
    expect(siwx.signOutOnDisconnect).toBe(true);
    const strict = createDefaultSiwx({
      chains: CHAINS,
      required: true,
      signOutOnDisconnect: false,
    });
    expect(strict.getRequired?.()).toBe(true);
    expect(strict.signOutOnDisconnect).toBe(false);
  });

  describe('createMessage', () => {
    it('default: a checksummed EIP-4361 message with a fresh nonce and the default statement', async () => {
      const { siwx } = setup();
      const message = await siwx.createMessage({
        accountAddress: ANVIL_ADDRESS.toLowerCase(),
        chainId: 'eip155:1',
      });
      expect(message).toMatchObject({
        accountAddress: ANVIL_ADDRESS,
        chainId: 'eip155:1',
        domain: 'app.example',
        uri: 'https://app.example/home',
        version: '1',
        statement: 'Please sign with your account',
        issuedAt: iso(NOW),
      });
      expect(message.nonce).toMatch(/^[A-Za-z0-9]{16}$/);
      // A week unless the host says otherwise.
      expect(message.expirationTime).toBe(iso(NOW + 7 * 24 * 60 * MINUTE));
      expect(message.toString()).toContain(
        `\n${ANVIL_ADDRESS}\n\nPlease sign with your account\n\n`,
      );
    });

    it('parameters: statement, expiresInMs and notBefore', async () => {
      const { siwx } = setup({ statement: '', expiresInMs: 60 * MINUTE });
      const message = await siwx.createMessage({
        accountAddress: ANVIL_ADDRESS,
        chainId: 'eip155:1',
        notBefore: iso(NOW + MINUTE),
      });
      expect(message.statement).toBeUndefined();
      expect(message.expirationTime).toBe(iso(NOW + 60 * MINUTE));
      expect(message.notBefore).toBe(iso(NOW + MINUTE));
    });

    it('behavior: every message has its own nonce', async () => {
      const { siwx } = setup();
      const input = { accountAddress: ANVIL_ADDRESS, chainId: 'eip155:1' as const };
      const nonces = await Promise.all(
        Array.from({ length: 20 }, async () => (await siwx.createMessage(input)).nonce),
      );
      expect(new Set(nonces).size).toBe(20);
    });

    it('errors: no domain and no page location', async () => {
      const siwx = createDefaultSiwx({ chains: CHAINS, storage: createMemoryStorage() });
      const error = await rejectionOf(
        siwx.createMessage({ accountAddress: ANVIL_ADDRESS, chainId: 'eip155:1' }),
      );
      expect(error).toBeInstanceOf(SiwxMessageError);
      expect((error as SiwxMessageError).field).toBe('domain');
    });
  });

  describe('sessions', () => {
    it('default: a signed session is verified, stored and found again', async () => {
      const { siwx, storage } = setup();
      const session = await signIn(siwx);
      const found = await siwx.getSessions('eip155:1', ANVIL_ADDRESS);
      expect(found).toHaveLength(1);
      expect(found[0]!.signature).toBe(session.signature);
      expect(found[0]!.message).toBe(session.message);
      // Only data is stored: not serializedMessage or toString.
      expect(Object.keys(found[0]!.data)).not.toContain('serializedMessage');
      expect(stored(storage)).toEqual([
        {
          data: expect.objectContaining({ accountAddress: ANVIL_ADDRESS, chainId: 'eip155:1' }),
          message: session.message,
          signature: session.signature,
        },
      ]);
    });

    it('behavior: eip155 addresses match case-insensitively, chains exactly', async () => {
      const { siwx } = setup();
      await signIn(siwx);
      expect(await siwx.getSessions('eip155:1', ANVIL_ADDRESS.toLowerCase())).toHaveLength(1);
      expect(
        await siwx.getSessions('eip155:1', ANVIL_ADDRESS.toUpperCase().replace('0X', '0x')),
      ).toHaveLength(1);
      expect(await siwx.getSessions('eip155:10', ANVIL_ADDRESS)).toEqual([]);
      expect(await siwx.getSessions('eip155:1', OTHER_ADDRESS)).toEqual([]);
    });

    it('behavior: sessions persist: a new instance on the same storage reads them back', async () => {
      const { siwx, storage } = setup();
      await signIn(siwx);
      const again = createDefaultSiwx({
        chains: CHAINS,
        storage,
        domain: 'app.example',
        uri: 'https://app.example/',
        now: () => NOW,
      });
      expect(await again.getSessions('eip155:1', ANVIL_ADDRESS)).toHaveLength(1);
    });

    it('behavior: signing in again replaces the account’s session, others are kept', async () => {
      const { siwx, storage } = setup();
      await signIn(siwx);
      await signIn(siwx, { key: OTHER_KEY });
      const latest = await signIn(siwx);
      expect(stored(storage)).toHaveLength(2);
      expect((await siwx.getSessions('eip155:1', ANVIL_ADDRESS))[0]!.signature).toBe(
        latest.signature,
      );
    });

    it('errors: a session failing verification is refused and nothing is stored', async () => {
      const { siwx, storage } = setup();
      const error = await rejectionOf(signIn(siwx, { signer: OTHER_KEY }));
      expect(error).toBeInstanceOf(SiwxVerificationError);
      expect((error as SiwxVerificationError).rule).toBe('signature');
      expect(storage.getItem(SIWX_SESSIONS_STORAGE_KEY)).toBeNull();
    });

    it('errors: a message this instance did not issue, or one used already, is refused (nonce)', async () => {
      const { siwx } = setup();
      const session = await signIn(siwx);
      const replay = await rejectionOf(siwx.addSession(session));
      expect((replay as SiwxVerificationError).rule).toBe('nonce');

      const { siwx: elsewhere } = setup();
      const foreign = await rejectionOf(elsewhere.addSession(session));
      expect((foreign as SiwxVerificationError).rule).toBe('nonce');
    });

    it('errors: a session for another domain is refused', async () => {
      const { siwx } = setup();
      const { siwx: other } = setup({ domain: 'evil.example' });
      const message = await other.createMessage({
        accountAddress: ANVIL_ADDRESS,
        chainId: 'eip155:1',
      });
      const signature = await new Wallet(ANVIL_KEY).signMessage(message.toString());
      const error = await rejectionOf(
        siwx.addSession({ data: message, message: message.toString(), signature }),
      );
      expect((error as SiwxVerificationError).rule).toBe('domain');
    });

    it('behavior: expired sessions are dropped, from the answer and from storage', async () => {
      const { siwx, storage, advance } = setup({ expiresInMs: 10 * MINUTE });
      await signIn(siwx);
      await signIn(siwx, { key: OTHER_KEY });
      advance(5 * MINUTE);
      expect(await siwx.getSessions('eip155:1', ANVIL_ADDRESS)).toHaveLength(1);
      advance(5 * MINUTE);
      expect(await siwx.getSessions('eip155:1', ANVIL_ADDRESS)).toEqual([]);
      expect(storage.getItem(SIWX_SESSIONS_STORAGE_KEY)).toBeNull();
    });

    it('behavior: garbage in storage is dropped, valid sessions are kept', async () => {
      const { siwx, storage } = setup();
      const session = await signIn(siwx);
      const valid = (stored(storage) as unknown[])[0];
      const tampered = { ...session, data: { ...session.data, expirationTime: iso(NOW + MINUTE) } };
      storage.setItem(
        SIWX_SESSIONS_STORAGE_KEY,
        JSON.stringify([
          valid,
          'garbage',
          null,
          { data: {}, message: 'x', signature: 'y' },
          { ...(valid as object), signature: '' },
          { ...(valid as object), message: 'not a SIWX message' },
          // Data that disagrees with its signed text.
          {
            data: { ...(valid as { data: object }).data, chainId: 'eip155:10' },
            message: tampered.message,
            signature: tampered.signature,
          },
        ]),
      );
      expect(await siwx.getSessions('eip155:1', ANVIL_ADDRESS)).toHaveLength(1);
      expect(await siwx.getSessions('eip155:10', ANVIL_ADDRESS)).toEqual([]);
      expect(stored(storage)).toEqual([valid]);
    });

    it.each([
      ['not JSON', '{oops'],
      ['not a list', JSON.stringify({ data: 1 })],
    ])('behavior: a stored value that is %s is removed', async (_case, raw) => {
      const { siwx, storage } = setup();
      storage.setItem(SIWX_SESSIONS_STORAGE_KEY, raw);
      expect(await siwx.getSessions('eip155:1', ANVIL_ADDRESS)).toEqual([]);
      expect(storage.getItem(SIWX_SESSIONS_STORAGE_KEY)).toBeNull();
    });

    it('behavior: revokeSession drops only that account’s session', async () => {
      const { siwx, storage } = setup();
      await signIn(siwx);
      await signIn(siwx, { key: OTHER_KEY });
      await siwx.revokeSession('eip155:1', ANVIL_ADDRESS.toLowerCase());
      expect(await siwx.getSessions('eip155:1', ANVIL_ADDRESS)).toEqual([]);
      expect(await siwx.getSessions('eip155:1', OTHER_ADDRESS)).toHaveLength(1);
      await siwx.revokeSession('eip155:1', OTHER_ADDRESS);
      expect(storage.getItem(SIWX_SESSIONS_STORAGE_KEY)).toBeNull();
    });

    it('behavior: setSessions verifies every session (not the nonce) and replaces the list', async () => {
      const source = setup();
      const first = await signIn(source.siwx);
      const second = await signIn(source.siwx, { key: OTHER_KEY });
      const { siwx, storage } = setup();
      await siwx.setSessions([first, second]);
      expect(stored(storage)).toHaveLength(2);
      await siwx.setSessions([]);
      expect(storage.getItem(SIWX_SESSIONS_STORAGE_KEY)).toBeNull();
    });

    it('errors: setSessions with one bad session stores none', async () => {
      const source = setup();
      const good = await signIn(source.siwx);
      const { siwx, storage } = setup();
      await siwx.setSessions([good]);
      // r's first byte inverted: another signature for certain (zeroing the last bytes left it
      // valid whenever s ended in 00 and v was 27, which reads the same as 0).
      const inverted = (Number.parseInt(good.signature.slice(2, 4), 16) ^ 0xff)
        .toString(16)
        .padStart(2, '0');
      const bad = { ...good, signature: `0x${inverted}${good.signature.slice(4)}` };
      const error = await rejectionOf(siwx.setSessions([bad]));
      expect(error).toBeInstanceOf(SiwxVerificationError);
      expect(stored(storage)).toHaveLength(1);
    });

    it('parameters: rpcUrlFor and fetch let smart accounts in through EIP-1271', async () => {
      const account = '0x2222222222222222222222222222222222222222';
      const urls: string[] = [];
      const { siwx } = setup({
        rpcUrlFor: (chainId) => `http://rpc.test/${chainId}`,
        fetch: async (url, init) => {
          urls.push(url);
          const body = JSON.parse(String(init.body)) as { id: number; method: string };
          const result = body.method === 'eth_getCode' ? '0x60' : `0x1626ba7e${'0'.repeat(56)}`;
          return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }));
        },
      });
      const message = await siwx.createMessage({ accountAddress: account, chainId: 'eip155:1' });
      const signature = await new Wallet(ANVIL_KEY).signMessage(message.toString());
      await siwx.addSession({ data: message, message: message.toString(), signature });
      expect(await siwx.getSessions('eip155:1', account)).toHaveLength(1);
      expect(urls).toEqual(['http://rpc.test/eip155:1', 'http://rpc.test/eip155:1']);
    });

    it('parameters: verifiers sign in other namespaces; without one they are refused', async () => {
      const address = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';
      const chainId = 'solana:mainnet' as const;
      const run = async (siwx: SiwxConfig) => {
        const message = await siwx.createMessage({ accountAddress: address, chainId });
        await siwx.addSession({ data: message, message: message.toString(), signature: 'sig' });
      };
      const refused = await rejectionOf(run(setup().siwx));
      expect((refused as SiwxVerificationError).rule).toBe('signature');
      const { siwx } = setup({
        verifiers: { solana: async ({ signature }) => signature === 'sig' },
      });
      await run(siwx);
      expect(await siwx.getSessions(chainId, address)).toHaveLength(1);
      // Non-EVM addresses are case-sensitive.
      expect(await siwx.getSessions(chainId, address.toLowerCase())).toEqual([]);
    });
  });
});

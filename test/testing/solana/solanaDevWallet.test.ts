/**
 * The Solana dev wallet in a page (jsdom): Wallet Standard discovery, connect (silent,
 * remembered, locked, rejected, delayed), the change events and controls, signMessage.
 * Transactions, with web3.js and the local cluster: solanaDevWallet.transactions.test.ts.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { getWallets } from '@wallet-standard/app';
import bs58 from 'bs58';
import type { StandardEventsChangeProperties } from '@wallet-standard/features';
import {
  createSolanaDevWallet,
  registerSolanaDevWallet,
  SOLANA_DEV_ADDRESSES,
  SOLANA_LOCAL_CAIP_NETWORK_ID,
  type SolanaDevWallet,
  type SolanaDevWalletOptions,
} from '../../../src/testing';

const [FIRST, SECOND, THIRD] = SOLANA_DEV_ADDRESSES;
const STORAGE_KEY = 'portico:solana-dev-wallet:Portico Dev Wallet';

beforeEach(() => localStorage.clear());

const newWallet = (options: SolanaDevWalletOptions = {}) => createSolanaDevWallet(options);

async function connected(options: SolanaDevWalletOptions = {}): Promise<SolanaDevWallet> {
  const wallet = newWallet(options);
  await wallet.features['standard:connect'].connect();
  return wallet;
}

function recordChanges(wallet: SolanaDevWallet): StandardEventsChangeProperties[] {
  const changes: StandardEventsChangeProperties[] = [];
  wallet.features['standard:events'].on('change', (properties) => changes.push(properties));
  return changes;
}

const addressesOf = (properties: StandardEventsChangeProperties) =>
  properties.accounts?.map((account) => account.address);

describe('Solana dev wallet: Wallet Standard discovery', () => {
  test('getWallets() finds one registered before the app asks and one registered after', () => {
    const early = registerSolanaDevWallet({ name: 'Early Dev Wallet', storage: null });
    const wallets = getWallets();
    expect(wallets.get()).toContain(early);
    const registered: string[] = [];
    const off = wallets.on('register', (...added) =>
      registered.push(...added.map((wallet) => wallet.name)),
    );
    const late = registerSolanaDevWallet(createSolanaDevWallet({ name: 'Late Dev Wallet' }));
    off();
    expect(registered).toEqual(['Late Dev Wallet']);
    expect(wallets.get()).toContain(late);
  });

  test('default: the name, a data-URI icon, solana:localnet and every feature', () => {
    const wallet = newWallet();
    expect(wallet.version).toBe('1.0.0');
    expect(wallet.name).toBe('Portico Dev Wallet');
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(wallet.chains).toEqual(['solana:localnet']);
    expect(wallet.accounts).toEqual([]);
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ]);
    expect(wallet.features['solana:signTransaction'].supportedTransactionVersions).toEqual([
      'legacy',
      0,
    ]);
    expect(SOLANA_LOCAL_CAIP_NETWORK_ID).toBe('solana:G1dHUr8XxahV99RXqn3K3DnwUacUMogP');
  });
});

describe('Solana dev wallet: connecting', () => {
  test('connect approves with dev account 0; the account lists its chains and features', async () => {
    const wallet = newWallet();
    const changes = recordChanges(wallet);
    const { accounts } = await wallet.features['standard:connect'].connect();
    expect(accounts.map((account) => account.address)).toEqual([FIRST]);
    const [account] = accounts;
    expect(bs58.encode(Uint8Array.from(account!.publicKey))).toBe(FIRST);
    expect(account?.chains).toEqual(['solana:localnet']);
    expect(account?.features).toEqual(
      expect.arrayContaining(['solana:signMessage', 'solana:signTransaction']),
    );
    expect(wallet.accounts).toEqual(accounts);
    expect(changes.map(addressesOf)).toEqual([[FIRST]]);
    expect(localStorage.getItem(STORAGE_KEY)).toBe('authorized');
    expect(wallet.controls.calls).toEqual(['standard:connect']);
  });

  test('silent connect answers no accounts, never prompts, before the origin authorised it', async () => {
    const wallet = newWallet({ script: { delayMs: 5_000, behavior: 'reject' } });
    const started = Date.now();
    await expect(wallet.features['standard:connect'].connect({ silent: true })).resolves.toEqual({
      accounts: [],
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  test('a reload reconnects silently: the authorisation is remembered in localStorage', async () => {
    await connected();
    const reloaded = newWallet({ script: { behavior: 'reject' } });
    expect(reloaded.accounts).toEqual([]);
    const changes = recordChanges(reloaded);
    const { accounts } = await reloaded.features['standard:connect'].connect({ silent: true });
    expect(accounts.map((account) => account.address)).toEqual([FIRST]);
    expect(changes.map(addressesOf)).toEqual([[FIRST]]);
  });

  test('disconnect emits change with no accounts and forgets the authorisation', async () => {
    const wallet = await connected();
    const changes = recordChanges(wallet);
    await wallet.features['standard:disconnect'].disconnect();
    expect(wallet.accounts).toEqual([]);
    expect(changes.map(addressesOf)).toEqual([[]]);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    const reloaded = newWallet();
    await expect(reloaded.features['standard:connect'].connect({ silent: true })).resolves.toEqual({
      accounts: [],
    });
  });

  test('controls.disconnect: from the wallet side, with a change of no accounts', async () => {
    const wallet = await connected();
    const changes = recordChanges(wallet);
    wallet.controls.disconnect();
    expect(changes.map(addressesOf)).toEqual([[]]);
    expect(wallet.controls.getState()).toMatchObject({ connected: false, authorized: false });
  });

  test('reject: connect throws 4001 "User rejected the request." and exposes nothing', async () => {
    const wallet = newWallet({ script: { behavior: 'reject' } });
    await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    expect(wallet.accounts).toEqual([]);
    wallet.controls.approve();
    await expect(wallet.features['standard:connect'].connect()).resolves.toMatchObject({
      accounts: [expect.objectContaining({ address: FIRST })],
    });
  });

  test('delayMs: the prompt answers later', async () => {
    const wallet = newWallet({ script: { delayMs: 150 } });
    const started = Date.now();
    await wallet.features['standard:connect'].connect();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  test('locked: connect throws a clear error, silent connect answers none', async () => {
    await connected();
    const wallet = newWallet({ script: { locked: true } });
    await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({
      code: 4100,
      message: expect.stringMatching(/locked/),
    });
    await expect(wallet.features['standard:connect'].connect({ silent: true })).resolves.toEqual({
      accounts: [],
    });
    wallet.controls.unlock();
    await expect(
      wallet.features['standard:connect'].connect({ silent: true }),
    ).resolves.toMatchObject({ accounts: [expect.objectContaining({ address: FIRST })] });
  });

  test('lock and unlock while connected emit change', async () => {
    const wallet = await connected();
    const changes = recordChanges(wallet);
    wallet.controls.lock();
    expect(wallet.accounts).toEqual([]);
    wallet.controls.unlock();
    expect(changes.map(addressesOf)).toEqual([[], [FIRST]]);
  });

  test('switchAccount emits change with the new account; setChains emits the chains', async () => {
    const wallet = await connected();
    const changes = recordChanges(wallet);
    wallet.controls.switchAccount(2);
    expect(wallet.accounts.map((account) => account.address)).toEqual([THIRD]);
    expect(() => wallet.controls.switchAccount(7)).toThrow(RangeError);
    wallet.controls.setChains(['solana:localnet', 'solana:devnet']);
    expect(wallet.chains).toEqual(['solana:localnet', 'solana:devnet']);
    expect(changes).toEqual([
      { accounts: [expect.objectContaining({ address: THIRD })] },
      {
        chains: ['solana:localnet', 'solana:devnet'],
        accounts: [
          expect.objectContaining({ address: THIRD, chains: ['solana:localnet', 'solana:devnet'] }),
        ],
      },
    ]);
  });

  test('options: accountIndices and accountIndex pick the held and active accounts', async () => {
    const wallet = await connected({ accountIndices: [1, 2], accountIndex: 1 });
    expect(wallet.accounts.map((account) => account.address)).toEqual([SECOND]);
    expect(wallet.controls.getState().addresses).toEqual([SECOND, THIRD]);
    expect(() => wallet.controls.switchAccount(0)).toThrow(RangeError);
  });

  test('controls.next scripts one call only; the call log records method names', async () => {
    const wallet = newWallet();
    wallet.controls.next('standard:connect', 'reject');
    wallet.controls.next('solana:signMessage', { code: -32603, message: 'wallet crashed' });
    await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({
      code: 4001,
    });
    await wallet.features['standard:connect'].connect();
    const [account] = wallet.accounts;
    const message = new TextEncoder().encode('hi');
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account: account!, message }),
    ).rejects.toMatchObject({ code: -32603, message: 'wallet crashed' });
    expect(wallet.controls.calls).toEqual([
      'standard:connect',
      'standard:connect',
      'solana:signMessage',
    ]);
    wallet.controls.clearCalls();
    expect(wallet.controls.calls).toEqual([]);
  });
});

describe('Solana dev wallet: signing (transactions: solanaDevWallet.transactions.test.ts)', () => {
  test('signMessage: an ed25519 signature that verifies with the account key', async () => {
    const wallet = await connected();
    const [account] = wallet.accounts;
    const message = new TextEncoder().encode('Sign in to Portico');
    const [output] = await wallet.features['solana:signMessage'].signMessage({
      account: account!,
      message,
    });
    expect(output?.signedMessage).toEqual(message);
    expect(output?.signatureType).toBe('ed25519');
    expect(ed25519.verify(output!.signature, message, Uint8Array.from(account!.publicKey))).toBe(
      true,
    );
  });

  test('signMessage refusals: 4001 when rejected, 4100 for another account or when locked', async () => {
    const wallet = await connected();
    const [account] = wallet.accounts;
    const message = new Uint8Array([1, 2, 3]);
    const signMessage = wallet.features['solana:signMessage'].signMessage;
    wallet.controls.reject();
    await expect(signMessage({ account: account!, message })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    wallet.controls.approve();
    const other = { ...account!, address: SECOND! };
    await expect(signMessage({ account: other, message })).rejects.toMatchObject({ code: 4100 });
    wallet.controls.lock();
    await expect(signMessage({ account: account!, message })).rejects.toMatchObject({
      code: 4100,
    });
  });

  test('signAndSendTransaction without an rpcUrl throws 4200', async () => {
    const wallet = await connected();
    const [account] = wallet.accounts;
    await expect(
      wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account: account!,
        chain: 'solana:localnet',
        transaction: new Uint8Array(0),
      }),
    ).rejects.toMatchObject({ code: 4200 });
  });
});

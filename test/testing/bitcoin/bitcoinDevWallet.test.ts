/**
 * The Bitcoin dev wallet in a page (jsdom): Wallet Standard discovery, bitcoin:connect (the
 * purposes, remembered, locked, rejected, delayed), the change events and the controls.
 * Signing: bitcoinDevWallet.signing.test.ts; against the regtest stand-in:
 * bitcoinDevWallet.stack.test.ts.
 */
import { getWallets } from '@wallet-standard/app';
import type { StandardEventsChangeProperties } from '@wallet-standard/features';
import { BITCOIN_DEV_ADDRESSES } from '../../../src/testing/bitcoin/bitcoinDevAccounts';
import { createBitcoinDevWallet } from '../../../src/testing/bitcoin/createBitcoinDevWallet';
import { registerBitcoinDevWallet } from '../../../src/testing/bitcoin/registerBitcoinDevWallet';
import type {
  BitcoinAddressPurpose,
  BitcoinDevWallet,
  BitcoinDevWalletOptions,
} from '../../../src/testing/bitcoin/types';

const [FIRST, SECOND] = BITCOIN_DEV_ADDRESSES as unknown as [
  { payment: string; ordinals: string },
  { payment: string; ordinals: string },
];
const STORAGE_KEY = 'portico:bitcoin-dev-wallet:Portico Dev Wallet';
const BOTH: BitcoinAddressPurpose[] = ['payment', 'ordinals'];

beforeEach(() => localStorage.clear());

const newWallet = (options: BitcoinDevWalletOptions = {}) => createBitcoinDevWallet(options);
const connect = (wallet: BitcoinDevWallet, purposes: BitcoinAddressPurpose[] = BOTH) =>
  wallet.features['bitcoin:connect'].connect({ purposes });

async function connected(options: BitcoinDevWalletOptions = {}): Promise<BitcoinDevWallet> {
  const wallet = newWallet(options);
  await connect(wallet);
  return wallet;
}

function recordChanges(wallet: BitcoinDevWallet): StandardEventsChangeProperties[] {
  const changes: StandardEventsChangeProperties[] = [];
  wallet.features['standard:events'].on('change', (properties) => changes.push(properties));
  return changes;
}

const addressesOf = (accounts: readonly { address: string }[] | undefined) =>
  accounts?.map((account) => account.address);
const changedAddresses = (changes: StandardEventsChangeProperties[]) =>
  changes.map((properties) => addressesOf(properties.accounts));
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as { code: number; message: string },
  );

describe('Bitcoin dev wallet: Wallet Standard discovery', () => {
  test('getWallets() finds one registered before the app asks and one registered after', () => {
    const early = registerBitcoinDevWallet({ name: 'Early Bitcoin Wallet', storage: null });
    const wallets = getWallets();
    expect(wallets.get()).toContain(early);
    const registered: string[] = [];
    const off = wallets.on('register', (...added) =>
      registered.push(...added.map((wallet) => wallet.name)),
    );
    const late = registerBitcoinDevWallet(createBitcoinDevWallet({ name: 'Late Bitcoin Wallet' }));
    off();
    expect(registered).toEqual(['Late Bitcoin Wallet']);
    expect(wallets.get()).toContain(late);
  });

  test('default: the shared dev wallet name, a data-URI icon, bitcoin:regtest and the features', () => {
    const wallet = newWallet();
    expect(wallet.version).toBe('1.0.0');
    expect(wallet.name).toBe('Portico Dev Wallet');
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(wallet.chains).toEqual(['bitcoin:regtest']);
    expect(wallet.accounts).toEqual([]);
    expect(wallet.isPorticoDevWallet).toBe(true);
    expect(Object.keys(wallet.features).sort()).toEqual([
      'bitcoin:connect',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
      'standard:disconnect',
      'standard:events',
    ]);
    for (const feature of Object.values(wallet.features)) expect(feature.version).toBe('1.0.0');
  });
});

describe('Bitcoin dev wallet: connecting', () => {
  test('connect with both purposes answers payment and ordinals of dev account 0', async () => {
    const wallet = newWallet();
    const changes = recordChanges(wallet);
    const { accounts } = await connect(wallet);
    expect(addressesOf(accounts)).toEqual([FIRST.payment, FIRST.ordinals]);
    const [payment, ordinals] = accounts;
    expect(payment?.publicKey).toHaveLength(33);
    expect(ordinals?.publicKey).toHaveLength(32);
    for (const account of accounts) {
      expect(account.chains).toEqual(['bitcoin:regtest']);
      expect(account.features).toEqual(['bitcoin:signMessage', 'bitcoin:signTransaction']);
    }
    expect(wallet.accounts).toEqual(accounts);
    expect(changedAddresses(changes)).toEqual([[FIRST.payment, FIRST.ordinals]]);
    expect(localStorage.getItem(STORAGE_KEY)).toBe('payment,ordinals');
    expect(wallet.controls.calls).toEqual(['bitcoin:connect']);
    expect(wallet.controls.getState()).toEqual({
      authorized: true,
      connected: true,
      locked: false,
      accountIndex: 0,
      payment: FIRST.payment,
      ordinals: FIRST.ordinals,
      purposes: ['payment', 'ordinals'],
      chains: ['bitcoin:regtest'],
    });
  });

  test('accounts come in the order of the purposes asked; wallet.accounts payment first', async () => {
    const wallet = newWallet();
    const { accounts } = await connect(wallet, ['ordinals', 'payment']);
    expect(addressesOf(accounts)).toEqual([FIRST.ordinals, FIRST.payment]);
    expect(addressesOf(wallet.accounts)).toEqual([FIRST.payment, FIRST.ordinals]);
  });

  test('only the purposes asked: payment alone, then ordinals added by a second prompt', async () => {
    const wallet = newWallet();
    expect(addressesOf((await connect(wallet, ['payment'])).accounts)).toEqual([FIRST.payment]);
    expect(addressesOf(wallet.accounts)).toEqual([FIRST.payment]);
    expect(localStorage.getItem(STORAGE_KEY)).toBe('payment');

    wallet.controls.next('bitcoin:connect', 'reject');
    expect(await failureOf(connect(wallet))).toMatchObject({ code: 4001 });
    expect(addressesOf(wallet.accounts)).toEqual([FIRST.payment]);

    const changes = recordChanges(wallet);
    expect(addressesOf((await connect(wallet)).accounts)).toEqual([FIRST.payment, FIRST.ordinals]);
    expect(changedAddresses(changes)).toEqual([[FIRST.payment, FIRST.ordinals]]);
    expect(localStorage.getItem(STORAGE_KEY)).toBe('payment,ordinals');
  });

  test('purposes the site already has answer without a prompt', async () => {
    const wallet = await connected();
    wallet.controls.reject();
    wallet.controls.delayMs = 5_000;
    const started = Date.now();
    expect(addressesOf((await connect(wallet, ['ordinals'])).accounts)).toEqual([FIRST.ordinals]);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(addressesOf(wallet.accounts)).toEqual([FIRST.payment, FIRST.ordinals]);
  });

  test('a reload finds the accounts in wallet.accounts at once: the grant is remembered', async () => {
    await connect(newWallet(), ['payment']);
    const reloaded = newWallet({ script: { behavior: 'reject' } });
    expect(addressesOf(reloaded.accounts)).toEqual([FIRST.payment]);
    expect(reloaded.controls.getState()).toMatchObject({ authorized: true, connected: true });
    expect(addressesOf((await connect(reloaded, ['payment'])).accounts)).toEqual([FIRST.payment]);
    expect(await failureOf(connect(reloaded, ['ordinals']))).toMatchObject({ code: 4001 });
  });

  test('options.authorized starts authorised (true: both purposes) whatever storage says', () => {
    expect(addressesOf(newWallet({ authorized: true }).accounts)).toEqual([
      FIRST.payment,
      FIRST.ordinals,
    ]);
    expect(addressesOf(newWallet({ authorized: ['ordinals'], accountIndex: 1 }).accounts)).toEqual([
      SECOND.ordinals,
    ]);
    localStorage.setItem(STORAGE_KEY, 'payment,ordinals');
    expect(newWallet({ authorized: false }).accounts).toEqual([]);
    expect(newWallet({ storage: null }).accounts).toEqual([]);
  });

  test("reject: 4001 'User rejected the request.', nothing remembered, no change", async () => {
    const wallet = newWallet({ script: { behavior: 'reject' } });
    const changes = recordChanges(wallet);
    expect(await failureOf(connect(wallet))).toMatchObject({
      name: 'DevWalletRpcError',
      code: 4001,
      message: 'User rejected the request.',
    });
    expect(wallet.accounts).toEqual([]);
    expect(changes).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  test('purposes must be a non-empty list of distinct payment and ordinals: else -32602', async () => {
    const wallet = newWallet();
    const { connect: ask } = wallet.features['bitcoin:connect'];
    for (const input of [
      undefined,
      {},
      { purposes: [] },
      { purposes: ['payment', 'payment'] },
      { purposes: ['stacks'] },
    ])
      expect(await failureOf(ask(input as never))).toMatchObject({ code: -32602 });
    expect(wallet.accounts).toEqual([]);
  });

  test('locked: connect throws 4100, wallet.accounts is empty; lock and unlock emit change', async () => {
    const locked = newWallet({ script: { locked: true } });
    expect(await failureOf(connect(locked))).toMatchObject({ code: 4100 });

    const wallet = await connected();
    const changes = recordChanges(wallet);
    wallet.controls.lock();
    expect(wallet.accounts).toEqual([]);
    expect(wallet.controls.getState()).toMatchObject({ locked: true, authorized: true });
    wallet.controls.locked = false;
    expect(addressesOf(wallet.accounts)).toEqual([FIRST.payment, FIRST.ordinals]);
    expect(changedAddresses(changes)).toEqual([[], [FIRST.payment, FIRST.ordinals]]);
  });

  test('delayMs: the prompt answers later; a second connect meanwhile is -32002', async () => {
    jest.useFakeTimers();
    try {
      const wallet = newWallet({ script: { delayMs: 1_000 } });
      let settled = false;
      const first = connect(wallet).then((output) => {
        settled = true;
        return output;
      });
      expect(await failureOf(connect(wallet))).toMatchObject({ code: -32002 });
      await jest.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(addressesOf((await first).accounts)).toEqual([FIRST.payment, FIRST.ordinals]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('Bitcoin dev wallet: controls', () => {
  test('next(method, outcome) answers the next call only, ahead of behavior', async () => {
    const wallet = newWallet();
    wallet.controls.next('bitcoin:connect', 'reject');
    wallet.controls.next('bitcoin:connect', { code: 4900, message: 'Disconnected', data: 1 });
    expect(await failureOf(connect(wallet))).toMatchObject({ code: 4001 });
    expect(await failureOf(connect(wallet))).toMatchObject({
      code: 4900,
      message: 'Disconnected',
      data: 1,
    });
    expect(addressesOf((await connect(wallet)).accounts)).toHaveLength(2);

    wallet.controls.reject();
    wallet.controls.next('bitcoin:connect', 'approve');
    wallet.controls.disconnect();
    expect(addressesOf((await connect(wallet)).accounts)).toHaveLength(2);
    wallet.controls.disconnect();
    expect(await failureOf(connect(wallet))).toMatchObject({ code: 4001 });
    expect(wallet.controls.calls).toEqual(Array(5).fill('bitcoin:connect'));
    wallet.controls.clearCalls();
    expect(wallet.controls.calls).toEqual([]);
  });

  test('switchAccount emits change with the new addresses when the site sees them', async () => {
    const hidden = newWallet();
    const hiddenChanges = recordChanges(hidden);
    hidden.controls.switchAccount(1);
    expect(hiddenChanges).toEqual([]);

    const wallet = await connected();
    const changes = recordChanges(wallet);
    wallet.controls.switchAccount(1);
    expect(changedAddresses(changes)).toEqual([[SECOND.payment, SECOND.ordinals]]);
    expect(addressesOf(wallet.accounts)).toEqual([SECOND.payment, SECOND.ordinals]);
    expect(wallet.controls.getState()).toMatchObject({
      accountIndex: 1,
      payment: SECOND.payment,
      ordinals: SECOND.ordinals,
    });
    wallet.controls.switchAccount(1);
    expect(changes).toHaveLength(1);
    expect(() => wallet.controls.switchAccount(4)).toThrow(RangeError);
    expect(() => newWallet({ accountIndices: [0, 1] }).controls.switchAccount(2)).toThrow(
      RangeError,
    );
  });

  test('disconnect, from the site or the wallet, emits change [] and forgets the grant', async () => {
    const wallet = await connected();
    const changes = recordChanges(wallet);
    await wallet.features['standard:disconnect'].disconnect();
    expect(wallet.accounts).toEqual([]);
    expect(changedAddresses(changes)).toEqual([[]]);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(newWallet().accounts).toEqual([]);

    await connect(wallet);
    wallet.controls.disconnect();
    expect(wallet.accounts).toEqual([]);
    expect(wallet.controls.getState()).toMatchObject({
      authorized: false,
      connected: false,
      purposes: [],
    });
    expect(changedAddresses(changes)).toEqual([[], [FIRST.payment, FIRST.ordinals], []]);
    expect(wallet.controls.calls).toEqual([
      'bitcoin:connect',
      'standard:disconnect',
      'bitcoin:connect',
    ]);
  });

  test('setChains emits the chains (and accounts when seen); accounts list the new chains', async () => {
    const wallet = await connected();
    const changes = recordChanges(wallet);
    wallet.controls.setChains(['bitcoin:regtest', 'bitcoin:testnet']);
    expect(wallet.chains).toEqual(['bitcoin:regtest', 'bitcoin:testnet']);
    expect(changes[0]?.chains).toEqual(['bitcoin:regtest', 'bitcoin:testnet']);
    expect(changes[0]?.accounts?.[0]?.chains).toEqual(['bitcoin:regtest', 'bitcoin:testnet']);
    expect(() => wallet.controls.setChains([])).toThrow(TypeError);
  });

  test('script properties: behavior, delayMs, locked, messageSignature', () => {
    const wallet = newWallet({ script: { messageSignature: 'legacy' } });
    expect(wallet.controls.messageSignature).toBe('legacy');
    wallet.controls.messageSignature = 'bip322';
    expect(wallet.controls.messageSignature).toBe('bip322');
    expect(() => {
      wallet.controls.messageSignature = 'bip137' as never;
    }).toThrow(TypeError);
    expect(() => {
      wallet.controls.delayMs = -1;
    }).toThrow(RangeError);
    wallet.controls.reject();
    expect(wallet.controls.behavior).toBe('reject');
    wallet.controls.approve();
    expect(wallet.controls.behavior).toBe('approve');
  });

  test('the storage key follows the wallet name; a throwing storage remembers nothing', async () => {
    await connect(newWallet({ name: 'Other Wallet' }), ['ordinals']);
    expect(localStorage.getItem('portico:bitcoin-dev-wallet:Other Wallet')).toBe('ordinals');
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    const wallet = newWallet({ storage: broken });
    expect(addressesOf((await connect(wallet)).accounts)).toHaveLength(2);
  });
});

import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { registerWallet } from '@wallet-standard/wallet';
import type { BitcoinWallet } from '../../../adapters/bitcoin/BitcoinWallet';
import { bitcoinConnectorId, bitcoinWalletKey } from '../../../adapters/bitcoin/bitcoinConnectorId';
import { discoverBitcoinWallets } from '../../../adapters/bitcoin/discoverBitcoinWallets';
import { listBitcoinWallets } from '../../../adapters/bitcoin/listBitcoinWallets';
import {
  findSatsConnectProviders,
  resolveProviderPath,
} from '../../../adapters/bitcoin/satsConnectWallet';
import { fakeSatsConnectProvider, fakeStandardWallet, fakeUnisat, ICON } from './fakes';

// Wallets registered through the standard stay registered for this file unless a test
// unregisters them: each test names its own and looks for those names only.

type Page = Record<string, unknown>;
const page = window as unknown as Page;

afterEach(() => {
  for (const key of ['btc_providers', 'XverseProviders', 'MagicEden', 'unisat', 'Host', 'Evil'])
    delete page[key];
  jest.restoreAllMocks();
});

const names = (wallets: readonly BitcoinWallet[]) => wallets.map((wallet) => wallet.info.name);

describe('listBitcoinWallets', () => {
  it('default: standard first, then btc_providers, then unisat, each wallet once by its name', () => {
    const alpha = fakeStandardWallet('Alpha');
    const xverse = fakeStandardWallet('Xverse');
    const xverseProvider = fakeSatsConnectProvider();
    const magicEden = fakeSatsConnectProvider();
    Object.assign(page, {
      XverseProviders: { BitcoinProvider: xverseProvider.provider },
      MagicEden: { BitcoinProvider: magicEden.provider },
      btc_providers: [
        { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet', icon: ICON },
        { id: 'MagicEden.BitcoinProvider', name: 'Magic Eden', icon: 'https://me.example/i.png' },
        { id: 'Nowhere.BitcoinProvider', name: 'Not Installed', icon: ICON },
      ],
      unisat: fakeUnisat().provider,
    });
    const list = listBitcoinWallets([alpha.wallet, xverse.wallet], window, new WeakMap());
    expect(names(list)).toEqual(['Alpha', 'Xverse', 'Magic Eden', 'UniSat']);
    expect(list.map((wallet) => wallet.source)).toEqual([
      'standard',
      'standard',
      'satsConnect',
      'unisat',
    ]);
    expect(list[2]!.info).toEqual({
      id: 'bitcoin:magic-eden',
      name: 'Magic Eden',
      namespace: 'bip122',
      kind: 'injected',
      group: 'injected',
      installed: true,
      imageUrl: 'https://me.example/i.png',
    });
    expect(list.map((wallet) => wallet.info.id)).toEqual([
      'bitcoin:alpha',
      'bitcoin:xverse',
      'bitcoin:magic-eden',
      'bitcoin:unisat',
    ]);
  });

  it("behavior: Unisat's standard wallet ('UniSat' or 'Unisat Wallet') hides window.unisat", () => {
    Object.assign(page, { unisat: fakeUnisat().provider });
    for (const name of ['UniSat', 'Unisat Wallet']) {
      const list = listBitcoinWallets([fakeStandardWallet(name).wallet], window, new WeakMap());
      expect(list.map((wallet) => [wallet.info.name, wallet.source])).toEqual([[name, 'standard']]);
      expect(list[0]!.info.id).toBe('bitcoin:unisat');
    }
  });

  it('behavior: a provider found later through the standard keeps its connector id', () => {
    const provider = fakeSatsConnectProvider();
    Object.assign(page, {
      XverseProviders: { BitcoinProvider: provider.provider },
      btc_providers: [{ id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet' }],
    });
    const before = listBitcoinWallets([], window, new WeakMap());
    const after = listBitcoinWallets([fakeStandardWallet('Xverse').wallet], window, new WeakMap());
    expect(before.map((w) => [w.info.id, w.source])).toEqual([['bitcoin:xverse', 'satsConnect']]);
    expect(after.map((w) => [w.info.id, w.source])).toEqual([['bitcoin:xverse', 'standard']]);
  });

  it('behavior: each wrapper is made once per wallet object, so identity and accounts last', async () => {
    const standard = fakeStandardWallet('Same');
    const sats = fakeSatsConnectProvider();
    Object.assign(page, {
      XverseProviders: { BitcoinProvider: sats.provider },
      btc_providers: [{ id: 'XverseProviders.BitcoinProvider', name: 'Xverse' }],
      unisat: fakeUnisat().provider,
    });
    const made = new WeakMap<object, BitcoinWallet>();
    const first = listBitcoinWallets([standard.wallet], window, made);
    await first[1]!.connect(false);
    const second = listBitcoinWallets([standard.wallet], window, made);
    second.forEach((wallet, i) => expect(wallet).toBe(first[i]));
    expect(second[1]!.accounts()).toHaveLength(2);
  });

  it('behavior: an icon that is not an http(s) or image data URL is dropped, the wallet kept', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sats = fakeSatsConnectProvider();
    Object.assign(page, {
      XverseProviders: { BitcoinProvider: sats.provider },
      btc_providers: [
        {
          id: 'XverseProviders.BitcoinProvider',
          name: 'Script Provider',
          icon: 'javascript:alert(1)',
        },
      ],
    });
    const standard = fakeStandardWallet('Script Icon', { icon: 'javascript:alert(1)' });
    const blob = fakeStandardWallet('Blob Icon', { icon: 'blob:https://x.example/1' });
    const list = listBitcoinWallets([standard.wallet, blob.wallet], window, new WeakMap());
    expect(names(list)).toEqual(['Script Icon', 'Blob Icon', 'Script Provider']);
    for (const wallet of list) expect(wallet.info.imageUrl).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Script Icon'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Script Provider'));
  });

  it('behavior: malformed btc_providers entries and a non-array list are skipped', () => {
    const sats = fakeSatsConnectProvider();
    Object.assign(page, {
      XverseProviders: { BitcoinProvider: sats.provider, NotAProvider: { request: 'no' } },
      btc_providers: [
        null,
        'XverseProviders.BitcoinProvider',
        { id: 42, name: 'Bad Id' },
        { id: 'XverseProviders.NotAProvider', name: 'No Request' },
        { id: 'XverseProviders.BitcoinProvider', name: '' },
        { id: 'XverseProviders.BitcoinProvider', name: 'N'.repeat(101) },
        Object.assign([], { id: 'XverseProviders.BitcoinProvider', name: 'An Array' }),
        { id: 'XverseProviders.BitcoinProvider', name: 'Good' },
        { id: 'XverseProviders.BitcoinProvider', name: 'Same Object Again' },
      ],
    });
    expect(names(listBitcoinWallets([], window, new WeakMap()))).toEqual(['Good']);
    page.btc_providers = { id: 'XverseProviders.BitcoinProvider', name: 'Not A List' };
    expect(listBitcoinWallets([], window, new WeakMap())).toEqual([]);
  });
});

describe('btc_providers entries', () => {
  it('security: an id of 1 to 200 characters and a name of 1 to 100; other keys dropped', () => {
    const fits = fakeSatsConnectProvider();
    const tooLong = fakeSatsConnectProvider();
    // `Host.` and a segment: 200 characters, and 201.
    const fitting = 'F'.repeat(195);
    const long = 'L'.repeat(196);
    Object.assign(page, { Host: { [fitting]: fits.provider, [long]: tooLong.provider } });
    page.btc_providers = [
      { id: `Host.${long}`, name: 'Long Id' },
      { id: `Host.${fitting}`, name: 'N'.repeat(101) },
      { id: `Host.${fitting}`, name: 'N'.repeat(100), icon: ICON, extra: 'dropped' },
    ];
    expect(findSatsConnectProviders(window)).toEqual([
      {
        entry: { id: `Host.${fitting}`, name: 'N'.repeat(100), icon: ICON },
        provider: fits.provider,
      },
    ]);
    page.btc_providers = [{ id: `Host.${fitting}`, name: 'No Icon' }];
    expect(findSatsConnectProviders(window)[0]!.entry).toStrictEqual({
      id: `Host.${fitting}`,
      name: 'No Icon',
    });
  });
});

describe('btc_providers id paths', () => {
  it('security: a path through __proto__, constructor or an inherited property is refused', () => {
    const sats = fakeSatsConnectProvider();
    const inherited = Object.create({ Provider: sats.provider }) as object;
    Object.assign(page, { Host: inherited, Evil: { Provider: sats.provider } });
    // The provider's own object is reachable through its own properties only.
    expect(resolveProviderPath(window, 'Evil.Provider')).toBe(sats.provider);
    expect(resolveProviderPath(window, 'Host.Provider')).toBeUndefined();
    expect(resolveProviderPath(window, '__proto__')).toBeUndefined();
    expect(resolveProviderPath(window, 'Evil.__proto__')).toBeUndefined();
    expect(resolveProviderPath(window, 'Evil.constructor')).toBeUndefined();
    expect(resolveProviderPath(window, 'Evil.constructor.prototype')).toBeUndefined();
    expect(resolveProviderPath(window, 'Evil..Provider')).toBeUndefined();
    expect(resolveProviderPath(window, 'Evil[0]')).toBeUndefined();
    expect(resolveProviderPath(window, 'a.b.c.d.e.f.g.h.i')).toBeUndefined();

    // A provider planted on Object.prototype is not reached through any entry.
    const proto = Object.prototype as unknown as Record<string, unknown>;
    proto.PlantedProvider = sats.provider;
    try {
      page.btc_providers = [
        { id: '__proto__.PlantedProvider', name: 'Proto' },
        { id: 'Evil.__proto__.PlantedProvider', name: 'Deep Proto' },
        { id: 'PlantedProvider', name: 'Inherited' },
        { id: 'Host.Provider', name: 'Inherited Too' },
        { id: 'Evil.constructor', name: 'Constructor' },
      ];
      expect(findSatsConnectProviders(window)).toEqual([]);
      expect(listBitcoinWallets([], window, new WeakMap())).toEqual([]);
    } finally {
      delete proto.PlantedProvider;
    }
  });
});

describe('discoverBitcoinWallets', () => {
  it('default: calls back with the bitcoin standard wallets now registered, and the later ones', () => {
    registerWallet(fakeStandardWallet('Early Bitcoin').wallet);
    const seen: (readonly Wallet[])[] = [];
    const stop = discoverBitcoinWallets((wallets) => seen.push(wallets));
    expect(seen.at(-1)!.map((w) => w.name)).toContain('Early Bitcoin');

    registerWallet(fakeStandardWallet('Late Bitcoin').wallet);
    expect(seen.at(-1)!.map((w) => w.name)).toEqual(
      expect.arrayContaining(['Early Bitcoin', 'Late Bitcoin']),
    );
    stop();
  });

  it('behavior: only wallets with bitcoin:connect and bitcoin:signTransaction qualify; unregistering removes', () => {
    const seen: (readonly Wallet[])[] = [];
    const stop = discoverBitcoinWallets((wallets) => seen.push(wallets));
    const solanaOnly = {
      version: '1.0.0',
      name: 'Solana Only',
      icon: ICON,
      chains: ['solana:mainnet'],
      accounts: [],
      features: {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      },
    } as unknown as Wallet;
    const noSigning = fakeStandardWallet('No Signing').wallet;
    delete (noSigning.features as Record<string, unknown>)['bitcoin:signTransaction'];
    const offs = [solanaOnly, noSigning, fakeStandardWallet('Leaving Bitcoin').wallet].map(
      (wallet) => getWallets().register(wallet),
    );
    const listed = () => seen.at(-1)!.map((w) => w.name);
    expect(listed()).toContain('Leaving Bitcoin');
    expect(listed()).not.toContain('Solana Only');
    expect(listed()).not.toContain('No Signing');
    offs.forEach((off) => off());
    expect(listed()).not.toContain('Leaving Bitcoin');
    stop();
  });

  it("behavior: the page's load re-reads what was injected meanwhile; stop stops listening", () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const calls: number[] = [];
    const stop = discoverBitcoinWallets(() => calls.push(1));
    readyState.mockRestore();
    expect(calls).toHaveLength(1);
    window.dispatchEvent(new Event('load'));
    expect(calls).toHaveLength(2);
    stop();
    registerWallet(fakeStandardWallet('After Stop').wallet);
    window.dispatchEvent(new Event('load'));
    expect(calls).toHaveLength(2);
  });
});

describe('bitcoinConnectorId', () => {
  it('default: lower case, the word wallet dropped, a slug', () => {
    expect(bitcoinWalletKey('Xverse Wallet')).toBe('xverse');
    expect(bitcoinWalletKey('UniSat')).toBe('unisat');
    expect(bitcoinWalletKey('Wallet')).toBe('wallet');
    expect(bitcoinConnectorId('OKX Wallet')).toBe('bitcoin:okx');
    expect(bitcoinConnectorId('Magic Eden  Wallet')).toBe('bitcoin:magic-eden');
    expect(bitcoinConnectorId('Leather')).toBe('bitcoin:leather');
    expect(bitcoinConnectorId('🦊')).toBe('bitcoin:wallet');
  });
});

import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { solanaAdapter } from '../../../adapters/solana/createSolanaAdapter';
import type { AdapterEvent, ChainAdapter } from '../../../src/adapter/ChainAdapter';
import type { ConnectorInfo } from '../../../src/adapter/ConnectorInfo';
import { createSolanaDevWallet, registerSolanaDevWallet } from '../../../src/testing';
import { solanaLocalnet } from '../../../adapters/solana/solanaNetworks';

// Wallets registered through the standard stay registered for this file (it has no way to
// unregister them): each test names its own and looks for those names only.

const network = solanaLocalnet('http://127.0.0.1:1');

function setup() {
  const events: AdapterEvent[] = [];
  const adapter: ChainAdapter = solanaAdapter();
  adapter.setup({ projectId: 'test', networks: [network], emit: (event) => events.push(event) });
  const lastList = () => {
    const last = events.filter((e) => e.type === 'connectorsChanged').at(-1);
    return last?.type === 'connectorsChanged' ? last.connectors : [];
  };
  return { adapter, events, lastList };
}

const names = (connectors: readonly ConnectorInfo[]) => connectors.map((c) => c.name);

/** A minimal Wallet Standard wallet with the given chains and features. */
const bareWallet = (name: string, chains: string[], features: string[], icon?: string): Wallet =>
  ({
    version: '1.0.0',
    name,
    icon: icon ?? 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    accounts: [],
    features: Object.fromEntries(
      features.map((feature) => [
        feature,
        { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      ]),
    ),
  }) as unknown as Wallet;

describe('solanaAdapter discovery', () => {
  let adapter: ChainAdapter | null = null;
  afterEach(() => adapter?.destroy());

  it('default: a wallet registered before setup is listed like an EIP-6963 one', () => {
    registerSolanaDevWallet({ name: 'Early Wallet', storage: null });
    const t = setup();
    adapter = t.adapter;
    const early = t.adapter.getConnectors().find((c) => c.name === 'Early Wallet');
    expect(early).toEqual({
      id: 'Early Wallet',
      name: 'Early Wallet',
      namespace: 'solana',
      kind: 'injected',
      group: 'injected',
      installed: true,
      imageUrl: expect.stringMatching(/^data:image\//),
    });
    expect(names(t.lastList())).toContain('Early Wallet');
  });

  it('behavior: a wallet registered after setup is announced with connectorsChanged', () => {
    const t = setup();
    adapter = t.adapter;
    expect(names(t.adapter.getConnectors())).not.toContain('Late Wallet');
    registerSolanaDevWallet({ name: 'Late Wallet', storage: null });
    expect(names(t.lastList())).toContain('Late Wallet');
    expect(names(t.adapter.getConnectors())).toContain('Late Wallet');
  });

  it('behavior: an unregistered wallet leaves the list', () => {
    const t = setup();
    adapter = t.adapter;
    const unregister = getWallets().register(createSolanaDevWallet({ name: 'Leaving Wallet' }));
    expect(names(t.lastList())).toContain('Leaving Wallet');
    unregister();
    expect(names(t.lastList())).not.toContain('Leaving Wallet');
  });

  it('behavior: only wallets with standard:connect, a solana: chain and a signing feature qualify', () => {
    const t = setup();
    adapter = t.adapter;
    const offs = [
      getWallets().register(
        bareWallet('Sui Only', ['sui:mainnet'], ['standard:connect', 'solana:signMessage']),
      ),
      getWallets().register(bareWallet('No Connect', ['solana:mainnet'], ['solana:signMessage'])),
      getWallets().register(bareWallet('No Signing', ['solana:mainnet'], ['standard:connect'])),
      getWallets().register(
        bareWallet(
          'Signs Transactions',
          ['solana:devnet'],
          ['standard:connect', 'solana:signTransaction'],
        ),
      ),
    ];
    const listed = names(t.lastList());
    expect(listed).toContain('Signs Transactions');
    expect(listed).not.toContain('Sui Only');
    expect(listed).not.toContain('No Connect');
    expect(listed).not.toContain('No Signing');
    offs.forEach((off) => off());
  });

  it('behavior: an icon that is not an http(s) or image data URL is dropped, the wallet kept', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = setup();
    adapter = t.adapter;
    const offs = [
      getWallets().register(
        bareWallet(
          'Script Icon',
          ['solana:mainnet'],
          ['standard:connect', 'solana:signMessage'],
          'javascript:alert(1)',
        ),
      ),
      getWallets().register(
        bareWallet(
          'Https Icon',
          ['solana:mainnet'],
          ['standard:connect', 'solana:signMessage'],
          'https://w.example/i.png',
        ),
      ),
    ];
    const byName = (name: string) => t.lastList().find((c) => c.name === name);
    expect(byName('Script Icon')).toBeDefined();
    expect(byName('Script Icon')!.imageUrl).toBeUndefined();
    expect(byName('Https Icon')!.imageUrl).toBe('https://w.example/i.png');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Script Icon'));
    offs.forEach((off) => off());
    warn.mockRestore();
  });

  it('behavior: a wallet also in eip155 has its EIP-6963 rdns as id, so the two make one connector', () => {
    const t = setup();
    adapter = t.adapter;
    const off = getWallets().register(createSolanaDevWallet({ name: 'Phantom' }));
    expect(t.lastList().find((c) => c.name === 'Phantom')?.id).toBe('app.phantom');
    off();
  });

  it('behavior: a wallet that gains a solana chain later (change event) is listed then', () => {
    const t = setup();
    adapter = t.adapter;
    const wallet = createSolanaDevWallet({ name: 'Chain Later', chains: ['sui:mainnet'] });
    const off = getWallets().register(wallet);
    expect(names(t.lastList())).not.toContain('Chain Later');
    wallet.controls.setChains(['solana:localnet']);
    expect(names(t.lastList())).toContain('Chain Later');
    off();
  });

  it('behavior: destroy stops listening', () => {
    const t = setup();
    t.adapter.destroy();
    adapter = null;
    const count = t.events.length;
    registerSolanaDevWallet({ name: 'After Destroy', storage: null });
    expect(t.events).toHaveLength(count);
  });
});

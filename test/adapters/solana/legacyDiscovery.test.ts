import { solanaAdapter } from '../../../adapters/solana/createSolanaAdapter';
import { solanaLocalnet } from '../../../adapters/solana/solanaNetworks';
import type { AdapterEvent } from '../../../src/adapter/ChainAdapter';
import { registerSolanaDevWallet } from '../../../src/testing';

// Its own file: a legacy provider is listed only while no Wallet Standard wallet is
// registered, and registrations cannot be undone.

const network = solanaLocalnet('http://127.0.0.1:1');
const ADDRESS = '83DQh7nL8BxVNimzMA6f6rhKhfzY4CrVzHWjACzHiV9g';

describe('solanaAdapter legacy injected provider', () => {
  afterEach(() => {
    delete (window as { phantom?: unknown }).phantom;
  });

  it('default: window.phantom.solana is listed when no wallet speaks the standard, then dropped for one', async () => {
    const key = { toBase58: () => ADDRESS };
    const provider = {
      isPhantom: true,
      publicKey: null as typeof key | null,
      connect: jest.fn(async (options?: { onlyIfTrusted?: boolean }) => {
        if (options?.onlyIfTrusted) throw new Error('not trusted');
        return { publicKey: key };
      }),
      signMessage: jest.fn(async () => ({ signature: new Uint8Array(64).fill(1) })),
    };
    Object.assign(window, { phantom: { solana: provider } });
    const events: AdapterEvent[] = [];
    const adapter = solanaAdapter();
    adapter.setup({ projectId: 'test', networks: [network], emit: (e) => events.push(e) });
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: 'app.phantom', name: 'Phantom', kind: 'injected' }),
    ]);

    // Silent: onlyIfTrusted, and a refusal is no connection, not an error.
    await expect(adapter.reconnect({ connectorId: 'app.phantom', network })).resolves.toBeNull();
    expect(provider.connect).toHaveBeenLastCalledWith({ onlyIfTrusted: true });
    const result = await adapter.connect({ connectorId: 'app.phantom', network });
    expect(result).toEqual({
      accounts: [{ namespace: 'solana', address: ADDRESS, type: 'eoa' }],
      caipNetworkId: network.caipNetworkId,
    });
    await expect(
      adapter.signMessage({ connectorId: 'app.phantom', address: ADDRESS, message: 'hi' }),
    ).resolves.toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/);
    expect(provider.signMessage).toHaveBeenCalledWith(new TextEncoder().encode('hi'), 'utf8');

    registerSolanaDevWallet({ name: 'Standard Wallet', storage: null });
    expect(adapter.getConnectors().map((c) => c.name)).toEqual(['Standard Wallet']);
    adapter.destroy();
  });
});

import { render } from '@testing-library/react';
import { eip155Adapter } from '../../adapters/eip155/createEip155Adapter';
import type { ConfigInput } from '../../src/config/ConfigInput';
import {
  ConnectButton,
  WalletModalProvider,
  createMemoryStorage,
  createWalletModal,
} from '../../src';
import {
  announceDevWallet,
  createDevWallet,
  DEV_ADDRESSES,
  type DevWallet,
} from '../../src/testing';
import { localChain, localChain2 } from '../stack/chain/localChains';

/** The dev wallet's row in the Connect view (its name, then the Installed tag). */
export const DEV_WALLET_ROW = 'Portico Dev Wallet Installed';
/** Dev account 0 as the connect button shows it. */
export const DEV_SHORT_ADDRESS = `${DEV_ADDRESSES[0]!.slice(0, 6)}…${DEV_ADDRESSES[0]!.slice(-4)}`;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/**
 * A host app in jsdom: the connect button in the provider, the real eip155 adapter and the
 * scriptable dev wallet announced (EIP-6963) on chains that need not answer; torn down after
 * each test.
 */
export function renderDevWalletApp(
  chains: Record<number, string> = { 31337: 'http://127.0.0.1:1', 31338: 'http://127.0.0.1:2' },
  config: Partial<ConfigInput> = {},
): { modal: ReturnType<typeof createWalletModal>; wallet: DevWallet } {
  const wallet = createDevWallet({ chains, chainId: 31337 });
  cleanups.push(announceDevWallet(wallet));
  const modal = createWalletModal(
    {
      projectId: 'test',
      networks: [localChain, localChain2],
      adapters: [eip155Adapter()],
      ...config,
    },
    { storage: createMemoryStorage() },
  );
  cleanups.push(() => modal.destroy());
  render(
    <WalletModalProvider modal={modal}>
      <ConnectButton />
    </WalletModalProvider>,
  );
  return { modal, wallet };
}

import { storeOf } from '../../src/modal/storeOf';
import { render, screen } from '@testing-library/react';
import { useAccount, useSignIn, WalletModalProvider } from '../../src/index';
import { selectPairing } from '../../src/features/walletConnect/walletConnectSelectors';
import { selectActiveTokens } from '../../src/features/tokens/tokensSelectors';
import { selectProject } from '../../src/features/project/projectSelectors';
import { createWalletModal } from '../../src/modal/createWalletModal';
import type { SiwxConfig } from '../../src/features/siwx/types';
import { baseConfig } from '../support/fixtures';

/**
 * Issue 12 §3: hooks and selectors are safe before a lazy feature loads. Sign-in is configured
 * but nothing connected, so its chunk never ran and its slice is not in the store.
 */

const siwx: SiwxConfig = {
  createMessage: () => Promise.reject(new Error('not asked')),
  addSession: () => Promise.resolve(),
  getSessions: () => Promise.resolve([]),
  setSessions: () => Promise.resolve(),
  revokeSession: () => Promise.resolve(),
};

function Status() {
  const signIn = useSignIn();
  const account = useAccount();
  return (
    <p>
      {signIn.status} {account.status}
    </p>
  );
}

describe('hooks and selectors before a feature loads', () => {
  it('behavior: useSignIn answers signedOut while the sign-in feature has not loaded', () => {
    const modal = createWalletModal({ ...baseConfig, siwx });
    render(
      <WalletModalProvider modal={modal}>
        <Status />
      </WalletModalProvider>,
    );
    const state = storeOf(modal).getState();
    expect('siwx' in state).toBe(false);
    expect(screen.getByText('signedOut disconnected')).toBeInTheDocument();
    modal.destroy();
  });

  it('behavior: lazy features’ selectors answer their initial state', () => {
    const modal = createWalletModal(baseConfig);
    const state = storeOf(modal).getState();
    expect(['walletConnect', 'tokens', 'project'].some((key) => key in state)).toBe(false);
    expect(selectPairing(state)).toMatchObject({ status: 'idle', uri: null });
    expect(selectActiveTokens(state)).toBeNull();
    expect(selectProject(state)).toMatchObject({ status: 'idle', remote: null });
    modal.destroy();
  });
});

import { storeOf } from '../../../src/modal/storeOf';
import { act, render, screen, within } from '@testing-library/react';
import { takeEvery } from 'redux-saga/effects';
import { WalletModalProvider, createWalletModal } from '../../../src';
import {
  connectorsDiscovered,
  connectorSelected,
  connectorUsed,
} from '../../../src/features/connectors/connectorsSlice';
import { baseConfig } from '../../support/fixtures';
import { axeInAct } from '../../support/axeInAct';

function setup() {
  const selected: string[] = [];
  function* recordSelection() {
    yield takeEvery(connectorSelected.type, (action: ReturnType<typeof connectorSelected>) => {
      selected.push(action.payload);
    });
  }
  const modal = createWalletModal(baseConfig, { extraSagas: [recordSelection] });
  render(<WalletModalProvider modal={modal}>{null}</WalletModalProvider>);
  return { modal, selected };
}

describe('ConnectView', () => {
  it('default: an empty state when no wallet is available', async () => {
    const { modal } = setup();
    act(() => modal.open());
    expect(await screen.findByText('No wallets detected')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('behavior: lists connectors in order with Recent and Installed tags; selecting one emits the event', async () => {
    const { modal, selected } = setup();
    act(() => {
      storeOf(modal).dispatch(
        connectorsDiscovered([
          {
            id: 'io.metamask',
            name: 'MetaMask',
            namespace: 'eip155',
            group: 'injected',
            kind: 'injected',
            installed: true,
          },
          {
            id: 'custom',
            name: 'Custom Wallet',
            namespace: 'eip155',
            group: 'custom',
            kind: 'custom',
            installed: false,
          },
        ]),
      );
      storeOf(modal).dispatch(connectorUsed({ id: 'custom', namespaces: ['eip155'] }));
      modal.open();
    });
    const list = await screen.findByRole('list');
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Custom WalletRecent', 'MetaMaskInstalled']);
    act(() => buttons[1]!.click());
    expect(selected).toEqual(['io.metamask']);
    expect(await axeInAct(document.body)).toHaveNoViolations();
  });
});

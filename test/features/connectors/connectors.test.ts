import { storeOf } from '../../../src/modal/storeOf';
import {
  connectorsDiscovered,
  connectorUsed,
} from '../../../src/features/connectors/connectorsSlice';
import { selectOrderedConnectors } from '../../../src/features/connectors/connectorsSelectors';
import type { ConnectorInfo } from '../../../src/features/connectors/types';
import { createWalletModal } from '../../../src/modal/createWalletModal';
import { baseConfig } from '../../support/fixtures';

const connector = (
  id: string,
  group: ConnectorInfo['group'],
  namespace: ConnectorInfo['namespace'] = 'eip155',
): ConnectorInfo => ({
  id,
  name: id,
  namespace,
  kind: group === 'walletConnect' ? 'pairing' : group === 'custom' ? 'custom' : 'injected',
  group,
  installed: group === 'injected',
});

describe('connectors', () => {
  it('behavior: lists in the configured group order, recent first-class and not twice', () => {
    const modal = createWalletModal(baseConfig);
    storeOf(modal).dispatch(
      connectorsDiscovered([
        connector('custom', 'custom'),
        connector('injectedA', 'injected'),
        connector('wc', 'walletConnect'),
        connector('injectedB', 'injected'),
      ]),
    );
    storeOf(modal).dispatch(connectorUsed({ id: 'injectedB', namespaces: ['eip155'] }));
    const list = selectOrderedConnectors(storeOf(modal).getState());
    expect(list.map((c) => [c.id, c.recent])).toEqual([
      ['wc', false],
      ['injectedB', true],
      ['injectedA', false],
      ['custom', false],
    ]);
  });

  it('behavior: keeps at most 2 recent wallets, most recent first', () => {
    const modal = createWalletModal(baseConfig);
    for (const id of ['a', 'b', 'c', 'b'])
      storeOf(modal).dispatch(connectorUsed({ id: id, namespaces: ['eip155'] }));
    expect(
      storeOf(modal)
        .getState()
        .connectors.recent.map((w) => w.id),
    ).toEqual(['b', 'c']);
  });

  it('behavior: a rediscovered connector is updated, not duplicated', () => {
    const modal = createWalletModal(baseConfig);
    storeOf(modal).dispatch(connectorsDiscovered([connector('x', 'injected')]));
    storeOf(modal).dispatch(
      connectorsDiscovered([{ ...connector('x', 'injected'), name: 'X Wallet' }]),
    );
    expect(storeOf(modal).getState().connectors.list).toEqual([
      expect.objectContaining({ id: 'x', name: 'X Wallet' }),
    ]);
  });

  it('parameters: opening with a namespace filters the list', () => {
    const modal = createWalletModal(baseConfig);
    storeOf(modal).dispatch(
      connectorsDiscovered([connector('evm', 'injected'), connector('sol', 'injected', 'solana')]),
    );
    modal.open({ namespace: 'solana' });
    expect(selectOrderedConnectors(storeOf(modal).getState()).map((c) => c.id)).toEqual(['sol']);
  });
});

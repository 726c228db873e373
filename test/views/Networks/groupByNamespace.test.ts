import { groupByNamespace } from '../../../src/views/Networks/NetworksView';
import { localChain } from '../../support/fixtures';
import { secondChain } from '../../support/walletHarness';
import { SOLANA_NETWORK } from '../../support/testSolanaAdapter';

/** The Networks view's groups (issue 17): one per namespace, in first-seen order. */
describe('groupByNamespace', () => {
  it('default: one group per namespace, each network in its configured order', () => {
    expect(
      groupByNamespace([localChain, SOLANA_NETWORK, secondChain]).map(({ namespace, networks }) => [
        namespace,
        networks.map((n) => n.caipNetworkId),
      ]),
    ).toEqual([
      ['eip155', [localChain.caipNetworkId, secondChain.caipNetworkId]],
      ['solana', [SOLANA_NETWORK.caipNetworkId]],
    ]);
  });

  it('parameters: a namespace first seen later comes first when it is configured first', () => {
    expect(groupByNamespace([SOLANA_NETWORK, localChain]).map((g) => g.namespace)).toEqual([
      'solana',
      'eip155',
    ]);
    expect(groupByNamespace([])).toEqual([]);
  });
});

import { visibleTransactions } from '../../../src/features/activity/visibleTransactions';
import { nftTransfer, tokenTransfer, tx } from '../../support/transactionFixture';

const ids = (list: { id: string }[]) => list.map((t) => t.id);

describe('visibleTransactions (spec §5)', () => {
  it('behavior: a transaction whose transfers are all spam is dropped; one with any real transfer stays', () => {
    const list = [
      tx('spam', '2026-01-01T00:00:00Z', {
        transfers: [nftTransfer('Claim', true), nftTransfer('Claim 2', true)],
      }),
      tx('mixed', '2026-01-01T00:00:00Z', {
        transfers: [nftTransfer('Claim', true), tokenTransfer('2')],
      }),
      tx('nft', '2026-01-01T00:00:00Z', { transfers: [nftTransfer('Pass #1')] }),
      tx('call', '2026-01-01T00:00:00Z', { transfers: [] }),
    ];
    expect(ids(visibleTransactions(list, 'eip155:31337'))).toEqual(['mixed', 'nft', 'call']);
  });

  it('behavior: only the active chain is kept; one without a chain is the chain asked for', () => {
    const list = [
      tx('here', '2026-01-01T00:00:00Z'),
      tx('there', '2026-01-01T00:00:00Z', { chain: 'eip155:1' }),
      tx('unlabelled', '2026-01-01T00:00:00Z', { chain: undefined }),
    ];
    expect(ids(visibleTransactions(list, 'eip155:31337'))).toEqual(['here', 'unlabelled']);
    expect(ids(visibleTransactions(list, 'eip155:1'))).toEqual(['there', 'unlabelled']);
  });

  it('errors: a transaction whose date does not parse cannot be placed, so it is dropped', () => {
    expect(
      ids(
        visibleTransactions(
          [tx('bad', 'yesterday'), tx('ok', '2026-01-01T00:00:00Z')],
          'eip155:31337',
        ),
      ),
    ).toEqual(['ok']);
  });
});

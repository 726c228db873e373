import type { Transaction } from '../../src/api/history';

export const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

type Transfer = Transaction['transfers'][number];

export const tokenTransfer = (
  numeric: string,
  symbol = 'PUSD',
  direction: Transfer['direction'] = 'out',
): Transfer => ({
  fungible_info: { name: symbol, symbol, icon: { url: 'data:image/svg+xml;base64,PHN2Zy8+' } },
  direction,
  quantity: { numeric },
});

export const nftTransfer = (
  name: string,
  spam = false,
  direction: Transfer['direction'] = 'in',
): Transfer => ({
  nft_info: {
    name,
    content: { preview: { url: 'data:image/svg+xml;base64,PHN2Zy8+' } },
    flags: { is_spam: spam },
  },
  direction,
  quantity: { numeric: '1' },
});

/** A transaction of ME, mined at `minedAt` (ISO), by default a confirmed PUSD send on 31337. */
export function tx(
  id: string,
  minedAt: string,
  overrides: Partial<Transaction['metadata']> & { transfers?: Transfer[] } = {},
): Transaction {
  const { transfers = [tokenTransfer('1.5')], ...metadata } = overrides;
  return {
    id,
    metadata: {
      operationType: 'send',
      hash: `0x${id.padStart(64, '0')}`,
      minedAt,
      sentFrom: ME,
      sentTo: OTHER,
      status: 'confirmed',
      nonce: 0,
      chain: 'eip155:31337',
      ...metadata,
    },
    transfers,
  };
}

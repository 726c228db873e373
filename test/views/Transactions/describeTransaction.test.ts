import { createActivityFormatters } from '../../../src/views/Transactions/createActivityFormatters';
import { describeTransaction } from '../../../src/views/Transactions/describeTransaction';
import { ME, OTHER, nftTransfer, tokenTransfer, tx } from '../../support/transactionFixture';

describe('describeTransaction', () => {
  it('default: a send shows its receiver and the amount floored to 3 decimals, signed', () => {
    const summary = describeTransaction(
      tx('1', '2026-01-01T00:00:00Z', { transfers: [tokenTransfer('1234.56789')] }),
      ME,
    );
    expect(summary).toMatchObject({
      operationKey: 'activity.operation.send',
      statusKey: 'activity.status.confirmed',
      counterparty: { key: 'activity.to', address: '0x7099…79C8' },
      amount: { kind: 'token', sign: '-', quantity: '1234.567', symbol: 'PUSD' },
    });
  });

  it('behavior: a receipt shows its sender; an NFT its name and preview; an unknown type is a contract call', () => {
    const received = describeTransaction(
      tx('2', '2026-01-01T00:00:00Z', {
        operationType: 'receive',
        sentFrom: OTHER,
        sentTo: ME,
        transfers: [nftTransfer('Portico Pass #1')],
      }),
      ME.toLowerCase(),
    );
    expect(received).toMatchObject({
      operationKey: 'activity.operation.receive',
      counterparty: { key: 'activity.from', address: '0x7099…79C8' },
      amount: {
        kind: 'nft',
        sign: '+',
        name: 'Portico Pass #1',
        preview: expect.stringMatching(/^data:image/),
      },
    });
    const call = describeTransaction(
      tx('3', '2026-01-01T00:00:00Z', {
        operationType: 'execute',
        transfers: [],
        status: 'failed',
      }),
      ME,
    );
    expect(call).toMatchObject({
      operationKey: 'activity.operation.other',
      statusKey: 'activity.status.failed',
      amount: null,
    });
  });

  it('errors: a preview that is not http(s) or data:image is not shown', () => {
    const evil = tx('4', '2026-01-01T00:00:00Z', {
      transfers: [
        {
          ...nftTransfer('X'),
          nft_info: { name: 'X', content: { preview: { url: 'javascript:alert(1)' } } },
        },
      ],
    });
    expect(describeTransaction(evil, ME).amount).toMatchObject({ kind: 'nft', preview: null });
  });

  it('parameters: quantities and months are written in the modal’s locale', () => {
    const en = createActivityFormatters('en');
    const de = createActivityFormatters('de');
    expect(en.quantity('1234.567')).toBe('1,234.567');
    expect(de.quantity('1234.567')).toBe('1.234,567');
    expect(en.quantity('0.000')).toBe('0.000');
    expect(en.month({ year: 2025, month: 12 })).toBe('December 2025');
    expect(de.month({ year: 2026, month: 1 })).toBe('Januar 2026');
  });
});

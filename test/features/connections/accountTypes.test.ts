import type { Account } from '../../../src/adapter/ChainAdapter';
import { connectedAccounts } from '../../../src/features/connections/connectedAccount';
import { typedAccountChange } from '../../../src/features/connections/connectionFacts';
import {
  accountChanged,
  accountConnected,
  connectionsSlice,
} from '../../../src/features/connections/connectionsSlice';

/**
 * Wallets with several kinds of account (bip122: payment and ordinals, spec §3): the one the
 * config prefers is used first (spec §1: payment by default), both are kept with their types,
 * and a wallet's later report keeps the kind in use.
 */
const CHAIN = 'bip122:0f9188f13cb7b2f71f2a335e3a4fc328' as const;
const PAYMENT = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw';
const ORDINALS = 'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv';
const accounts: Account[] = [
  { namespace: 'bip122', address: ORDINALS, type: 'ordinal' },
  { namespace: 'bip122', address: PAYMENT, type: 'payment' },
];
const connector = { id: 'bitcoin:standard:dev', kind: 'injected' as const };

describe('account types', () => {
  it('behavior: the preferred type is the account in use, whatever order the wallet named them in', () => {
    const [payload] = connectedAccounts(
      'bip122',
      connector,
      { accounts, caipNetworkId: CHAIN },
      undefined,
      { bip122: 'payment' },
    );
    expect(payload).toMatchObject({
      caipAddress: `${CHAIN}:${PAYMENT}`,
      addresses: [PAYMENT, ORDINALS],
      accountTypes: { [PAYMENT]: 'payment', [ORDINALS]: 'ordinal' },
    });
  });

  it('behavior: without a preferred type present, the wallet’s first account is used', () => {
    const [payload] = connectedAccounts(
      'bip122',
      connector,
      { accounts, caipNetworkId: CHAIN },
      undefined,
      { bip122: 'stx' },
    );
    expect(payload?.caipAddress).toBe(`${CHAIN}:${ORDINALS}`);
  });

  it('behavior: accounts of one kind carry no types (nothing to pick between)', () => {
    const [payload] = connectedAccounts('eip155', connector, {
      accounts: [
        { namespace: 'eip155', address: '0x1', type: 'eoa' },
        { namespace: 'eip155', address: '0x2', type: 'eoa' },
      ],
      caipNetworkId: 'eip155:1',
    });
    expect(payload).not.toHaveProperty('accountTypes');
    expect(payload?.addresses).toEqual(['0x1', '0x2']);
  });

  it('behavior: a wallet’s new typed accounts keep the kind in use (ordinals stays ordinals)', () => {
    let state = connectionsSlice.reducer(
      undefined,
      accountConnected({
        namespace: 'bip122',
        connectorId: connector.id,
        kind: 'injected',
        caipAddress: `${CHAIN}:${ORDINALS}`,
        addresses: [ORDINALS, PAYMENT],
        accountTypes: { [PAYMENT]: 'payment', [ORDINALS]: 'ordinal' },
      }),
    );
    const connection = state.byNamespace.bip122!;
    const NEW_PAYMENT = 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj';
    const NEW_ORDINALS = 'bcrt1p6g8r5e8jvnvukaqgdauwag8lfkzvz3dng4057kv7avnpxpkghdkszxhwd4';
    const change = typedAccountChange(connection, [
      { namespace: 'bip122', address: NEW_PAYMENT, type: 'payment' },
      { namespace: 'bip122', address: NEW_ORDINALS, type: 'ordinal' },
    ]);
    expect(change?.address).toBe(NEW_ORDINALS);
    state = connectionsSlice.reducer(
      state,
      accountChanged({
        namespace: 'bip122',
        connectorId: connector.id,
        caipAddress: `${CHAIN}:${change!.address}`,
        addresses: change!.addresses,
        accountTypes: change!.types!,
      }),
    );
    expect(state.byNamespace.bip122).toMatchObject({
      caipAddress: `${CHAIN}:${NEW_ORDINALS}`,
      accountTypes: { [NEW_PAYMENT]: 'payment', [NEW_ORDINALS]: 'ordinal' },
    });
  });
});

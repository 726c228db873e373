/** @jest-environment node */
import { storeOf } from '../../../src/modal/storeOf';
import { selectActiveIdentity } from '../../../src/features/identity/identitySelectors';
import { selectActiveTokens } from '../../../src/features/tokens/tokensSelectors';
import { connectAccount, createApiModal } from '../../support/apiModal';
import { cleanupHarness, waitFor } from '../../support/walletHarness';
import { withTestApi } from '../../support/startTestApi';

/**
 * Issue 5 against the API stand-in on a real anvil: dev account 0's identity and its PUSD and
 * PTK balances as deployed and minted by the stand-in, and a balance fault.
 */

const api = withTestApi();
afterEach(() => cleanupHarness());

describe('identity and token balances from the stand-in', () => {
  it('default: dev account 0 is alice.portico and holds 10000 PUSD and 1000 PTK', async () => {
    const modal = createApiModal(api.stack.url);
    connectAccount(modal);
    await waitFor(() => selectActiveTokens(storeOf(modal).getState())?.status === 'loaded');
    await waitFor(() => selectActiveIdentity(storeOf(modal).getState()).name !== null);
    expect(selectActiveIdentity(storeOf(modal).getState())).toEqual({
      name: 'alice.portico',
      avatar: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    const rows = selectActiveTokens(storeOf(modal).getState())!.rows;
    expect(rows.map(({ symbol, quantity }) => [symbol, quantity]).slice(1)).toEqual([
      ['PUSD', '10000.000'],
      ['PTK', '1000.000'],
    ]);
    expect(rows[0]?.symbol).toBe('ETH');
    expect(rows[1]).toMatchObject({ fiat: 10_000, iconUrl: expect.stringMatching(/^data:image/) });
  });

  it('behavior: a balance fault shows Token Balance Unavailable, with the failure time', async () => {
    await api.controls.setFault('balance', { kind: 'status', status: 503 });
    const before = Date.now();
    const modal = createApiModal(api.stack.url);
    connectAccount(modal);
    await waitFor(() => selectActiveTokens(storeOf(modal).getState())?.status === 'failed');
    const tokens = selectActiveTokens(storeOf(modal).getState())!;
    expect(tokens.lastFailureAt).toBeGreaterThanOrEqual(before);
    // GET is retried: 3 tries (spec §9) before the failure.
    const tries = (await api.controls.requests()).filter((r) => r.route === 'balance');
    expect(tries.map((r) => r.status)).toEqual([503, 503, 503]);
  });
});

/** @jest-environment node */
import { storeOf } from '../../../src/modal/storeOf';
import { accountConnected } from '../../../src/features/connections/connectionsSlice';
import { selectActiveIdentity } from '../../../src/features/identity/identitySelectors';
import { identityRequested } from '../../../src/features/identity/identitySlice';
import {
  ACCOUNT_0,
  ALICE_AVATAR,
  connectAccount,
  createApiModal,
  healthyApi,
} from '../../support/apiModal';
import { cleanupHarness, useSagaFakeTimers } from '../../support/walletHarness';

/** Issue 5: identity (name, avatar) through /v1/identity/{address}, cached 5 min (spec §9). */

beforeEach(() => useSagaFakeTimers());
afterEach(() => {
  cleanupHarness();
  jest.useRealTimers();
});

const settle = () => jest.advanceTimersByTimeAsync(0);
const MINUTE = 60_000;

describe('identity', () => {
  it('default: connecting fetches the name and avatar of the account', async () => {
    const api = healthyApi();
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    connectAccount(modal);
    await settle();
    expect(selectActiveIdentity(storeOf(modal).getState())).toEqual({
      name: 'alice.portico',
      avatar: ALICE_AVATAR,
    });
    const [call] = api.calls.filter((c) => c.route === 'identity');
    expect(call?.url.pathname).toBe(`/v1/identity/${ACCOUNT_0}`);
    expect(call?.url.searchParams.get('sender')).toBe(ACCOUNT_0);
  });

  it('behavior: reused for 5 min, then fetched again when Account opens', async () => {
    const api = healthyApi();
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    connectAccount(modal);
    modal.dispatch(identityRequested()); // Account opening at the same moment: one request
    await settle();
    expect(api.count('identity')).toBe(1);

    await jest.advanceTimersByTimeAsync(4 * MINUTE);
    modal.dispatch(identityRequested());
    await settle();
    expect(api.count('identity')).toBe(1);

    await jest.advanceTimersByTimeAsync(MINUTE + 1);
    modal.dispatch(identityRequested());
    await settle();
    expect(api.count('identity')).toBe(2);
  });

  it('behavior: another account is fetched at once; the first stays cached', async () => {
    const api = healthyApi();
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    connectAccount(modal, 31337, 0);
    await settle();
    connectAccount(modal, 31337, 1);
    await settle();
    connectAccount(modal, 31337, 0);
    await settle();
    expect(api.calls.filter((c) => c.route === 'identity').map((c) => c.url.pathname)).toHaveLength(
      2,
    );
  });

  it('behavior: a failure keeps the placeholder and raises no alert', async () => {
    const api = healthyApi({ identity: () => ({ status: 404 }) });
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    connectAccount(modal);
    await settle();
    expect(selectActiveIdentity(storeOf(modal).getState())).toEqual({ name: null, avatar: null });
    expect(storeOf(modal).getState().alerts.current).toBeNull();
  });

  it('parameters: an avatar that is not http(s) or a data: image is not shown', async () => {
    const api = healthyApi({
      identity: () => ({ status: 200, body: { name: 'x', avatar: 'javascript:alert(1)' } }),
    });
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    connectAccount(modal);
    await settle();
    expect(selectActiveIdentity(storeOf(modal).getState())).toEqual({ name: 'x', avatar: null });
  });

  it('behavior: EVM only: a Solana account is not looked up', async () => {
    const api = healthyApi();
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    storeOf(modal).dispatch(
      accountConnected({
        namespace: 'solana',
        connectorId: 'phantom',
        kind: 'injected',
        caipAddress:
          'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      }),
    );
    modal.dispatch(identityRequested());
    await settle();
    expect(api.count('identity')).toBe(0);
  });

  it('default: without an apiUrl nothing is fetched: the placeholder and the address stay', async () => {
    const api = healthyApi();
    const modal = createApiModal(undefined, {}, { fetch: api.fetch });
    connectAccount(modal);
    modal.dispatch(identityRequested());
    await jest.advanceTimersByTimeAsync(5_000);
    expect(api.calls).toEqual([]);
    expect(selectActiveIdentity(storeOf(modal).getState())).toEqual({ name: null, avatar: null });
  });
});

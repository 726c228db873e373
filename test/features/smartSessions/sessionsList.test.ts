/** @jest-environment node */
import { storeOf } from '../../../src/modal/storeOf';
import { smartSessionsRequested } from '../../../src/features/smartSessions/smartSessionsActions';
import { selectSmartSessions } from '../../../src/features/smartSessions/smartSessionsSelectors';
import type { WalletModal } from '../../../src/modal/createWalletModal';
import { DEV_ADDRESSES } from '../../../src/testing/devAccounts';
import { withTestApi } from '../../support/startTestApi';
import { ACCOUNT_0, connectAccount, createApiModal } from '../../support/apiModal';
import { cleanupHarness } from '../../support/walletHarness';

/**
 * Issue 26: the sessions list against the real product-API stand-in (its fixed session of dev
 * account 0): loaded, empty for an account without any, failed with the API down and loaded
 * again on retry; another account's list replaces the first.
 */

const api = withTestApi();
afterEach(() => cleanupHarness());

async function until(modal: WalletModal, status: string) {
  const deadline = Date.now() + 10_000;
  while (selectSmartSessions(storeOf(modal).getState()).status !== status) {
    if (Date.now() > deadline)
      throw new Error(`still ${selectSmartSessions(storeOf(modal).getState()).status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return selectSmartSessions(storeOf(modal).getState());
}

const modalOf = () => createApiModal(api.stack.url, { features: { smartSessions: true } });

test('behavior: the account’s sessions are listed from GET /v1/sessions/{caip10}', async () => {
  const modal = modalOf();
  connectAccount(modal, 31337, 0);
  storeOf(modal).dispatch(smartSessionsRequested());
  const state = await until(modal, 'loaded');
  expect(state.account).toBe(`eip155:31337:${ACCOUNT_0}`);
  expect(state.sessions).toEqual([
    expect.objectContaining({
      pci: 'pci-eip155-31337-0',
      expiry: 1_893_456_000,
      project: { name: 'Portico demo', url: 'http://127.0.0.1' },
      revokedAt: null,
    }),
  ]);
  const requests = await api.controls.requests();
  expect(requests.filter((r) => r.route === 'sessions').map((r) => r.path)).toEqual([
    `/v1/sessions/${encodeURIComponent(`eip155:31337:${ACCOUNT_0}`)}`,
  ]);
});

test('behavior: an account without sessions is listed empty; another account replaces the list', async () => {
  const modal = modalOf();
  connectAccount(modal, 31337, 0);
  storeOf(modal).dispatch(smartSessionsRequested());
  await until(modal, 'loaded');
  connectAccount(modal, 31337, 5);
  storeOf(modal).dispatch(smartSessionsRequested());
  const state = await until(modal, 'loaded');
  expect(state.account).toBe(`eip155:31337:${DEV_ADDRESSES[5]}`);
  expect(state.sessions).toEqual([]);
});

test('behavior: the API failing shows the error; Retry loads the list', async () => {
  const modal = modalOf();
  connectAccount(modal, 31337, 0);
  await api.controls.setFault('sessions', { kind: 'status', status: 500 });
  storeOf(modal).dispatch(smartSessionsRequested());
  await until(modal, 'failed');
  expect(selectSmartSessions(storeOf(modal).getState()).sessions).toEqual([]);
  await api.controls.clearFaults('sessions');
  storeOf(modal).dispatch(smartSessionsRequested());
  expect((await until(modal, 'loaded')).sessions).toHaveLength(1);
});

test('behavior: a malformed answer is a failure, not a broken list', async () => {
  const modal = modalOf();
  connectAccount(modal, 31337, 0);
  await api.controls.setFault('sessions', { kind: 'wrongShape' });
  storeOf(modal).dispatch(smartSessionsRequested());
  await until(modal, 'failed');
});

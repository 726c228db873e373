import { storeOf } from '../../../src/modal/storeOf';
import { accountTypeSwitchRequested } from '../../../src/features/authWallet/authWalletActions';
import { canSwitchAccountType } from '../../../src/features/authWallet/canSwitchAccountType';
import { checkSendCalls } from '../../../src/frame/checkSendCalls';
import {
  AUTH_STORAGE_KEYS,
  createAuthTest,
  eip155Connection,
  frameReady,
  storageAfterLogin,
  tick,
  setUpAuthTests,
  type AuthTest,
} from '../../support/authModal';
import { SMART_ACCOUNT_ADDRESS, USER_ADDRESS } from '../../support/secureFrameHarness';

/**
 * Smart accounts of the embedded wallet (spec §3 account types, §4 the switch rule, §5
 * wallet_sendCalls, §7 get user / enabled networks / set preferred account / the bundler's
 * receipts): the real modal and adapter, the secure site's frame played by the harness.
 */

setUpAuthTests();

const SMART_CAIP = `eip155:31337:${SMART_ACCOUNT_ADDRESS}`;
const EOA_CAIP = `eip155:31337:${USER_ADDRESS}`;
const USER_OP_HASH = `0x${'5a'.repeat(32)}`;
const CALL = { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' };

/** What the API client reads of a response (jsdom has no `Response`). */
const answer = (status: number, body: unknown) =>
  ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as unknown as Response;

/** A modal restored from a past login, the frame with smart accounts on `networks`. */
async function restored(
  options: { networks?: number[]; defaultType?: 'eoa' | 'smartAccount'; stored?: string } = {},
  fetch?: (url: string, init: RequestInit) => Promise<Response>,
): Promise<AuthTest> {
  const storage = storageAfterLogin();
  if (options.stored) storage.setItem(AUTH_STORAGE_KEYS.preferredAccountType, options.stored);
  const t = createAuthTest({
    storage,
    config: {
      ...(options.defaultType && { defaultAccountTypes: { eip155: options.defaultType } }),
      ...(fetch && { apiUrl: 'https://api.test' }),
    },
    ...(fetch && { fetch }),
  });
  t.frame.user.smartAccountNetworks = options.networks ?? [31337];
  await tick();
  await frameReady();
  await tick();
  return t;
}

const lastGetUser = (t: AuthTest) =>
  t.frame.sent('GET_USER').at(-1)?.payload as { preferredAccountType?: string };

describe('account types (spec §1 default account types, §3, §7 get user)', () => {
  test('default: eip155 defaults to smartAccount; where enabled, the smart account is connected', async () => {
    const t = await restored();
    expect(lastGetUser(t).preferredAccountType).toBe('smartAccount');
    expect(eip155Connection(t)).toMatchObject({ status: 'connected', caipAddress: SMART_CAIP });
    expect(t.state().authWallet?.account).toMatchObject({
      type: 'smartAccount',
      smartAccountEnabled: true,
      smartAccountDeployed: false,
    });
    // Spec §3 storage: the enabled networks, comma-joined.
    expect(t.storage.getItem(AUTH_STORAGE_KEYS.smartAccountEnabledNetworks)).toBe('eip155:31337');
  });

  test('behavior: on a network without smart accounts the EOA is the account, whatever the default', async () => {
    const t = await restored({ networks: [] });
    expect(eip155Connection(t)).toMatchObject({ caipAddress: EOA_CAIP });
    expect(t.state().authWallet?.account).toMatchObject({
      type: 'eoa',
      smartAccountEnabled: false,
    });
  });

  test('parameters: the stored preferred type wins over defaultAccountTypes', async () => {
    const t = await restored({ stored: 'eoa', defaultType: 'smartAccount' });
    expect(lastGetUser(t).preferredAccountType).toBe('eoa');
    expect(eip155Connection(t)).toMatchObject({ caipAddress: EOA_CAIP });
  });

  test('errors: a site that cannot list its smart-account networks still logs in, without them', async () => {
    const t = createAuthTest({ storage: storageAfterLogin() });
    t.frame.on('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({ error: { message: 'down' } }));
    await tick();
    await frameReady();
    await tick();
    expect(eip155Connection(t)).toMatchObject({ status: 'connected' });
    expect(t.state().authWallet?.account.smartAccountEnabled).toBe(false);
  });
});

describe('the account-type switch (spec §4)', () => {
  test('rules: to a smart account only where enabled and from eoa; back to eoa always', () => {
    expect(canSwitchAccountType('smartAccount', { type: 'eoa', smartAccountEnabled: true })).toBe(
      true,
    );
    expect(canSwitchAccountType('smartAccount', { type: 'eoa', smartAccountEnabled: false })).toBe(
      false,
    );
    expect(
      canSwitchAccountType('smartAccount', { type: 'smartAccount', smartAccountEnabled: true }),
    ).toBe(false);
    expect(canSwitchAccountType('eoa', { type: 'smartAccount', smartAccountEnabled: true })).toBe(
      true,
    );
    expect(canSwitchAccountType('eoa', { type: 'eoa', smartAccountEnabled: true })).toBe(false);
  });

  test('default: eoa → smartAccount connects the smart account and keeps the choice; and back', async () => {
    const t = await restored({ defaultType: 'eoa' });
    expect(eip155Connection(t)).toMatchObject({ caipAddress: EOA_CAIP });
    storeOf(t.modal).dispatch(accountTypeSwitchRequested('smartAccount'));
    expect(t.state().authWallet?.account.switching).toBe('switching');
    await tick();
    expect(t.frame.sent('SET_PREFERRED_ACCOUNT').map((m) => m.payload)).toEqual([
      { type: 'smartAccount' },
    ]);
    expect(eip155Connection(t)).toMatchObject({ status: 'connected', caipAddress: SMART_CAIP });
    expect(t.state().authWallet?.account).toMatchObject({
      type: 'smartAccount',
      switching: 'idle',
    });
    expect(t.storage.getItem(AUTH_STORAGE_KEYS.preferredAccountType)).toBe('smartAccount');
    expect(t.state().notifications.toast?.messageKey).toBe('account.switchedToSmart');

    storeOf(t.modal).dispatch(accountTypeSwitchRequested('eoa'));
    await tick();
    expect(eip155Connection(t)).toMatchObject({ caipAddress: EOA_CAIP });
    expect(t.storage.getItem(AUTH_STORAGE_KEYS.preferredAccountType)).toBe('eoa');
  });

  test('errors: no switch to a smart account where none is enabled; nothing is asked of the site', async () => {
    const t = await restored({ networks: [], defaultType: 'eoa' });
    storeOf(t.modal).dispatch(accountTypeSwitchRequested('smartAccount'));
    await tick();
    expect(t.frame.sent('SET_PREFERRED_ACCOUNT')).toEqual([]);
    expect(eip155Connection(t)).toMatchObject({ caipAddress: EOA_CAIP });
    expect(t.state().authWallet?.account.switching).toBe('idle');
  });

  test('errors: the site refusing the switch leaves the account as it was, with a toast', async () => {
    const t = await restored({ defaultType: 'eoa' });
    t.frame.on('SET_PREFERRED_ACCOUNT', () => ({ error: { message: 'refused' } }));
    storeOf(t.modal).dispatch(accountTypeSwitchRequested('smartAccount'));
    await tick();
    expect(eip155Connection(t)).toMatchObject({ caipAddress: EOA_CAIP });
    expect(t.state().authWallet?.account).toMatchObject({ type: 'eoa', switching: 'idle' });
    expect(t.storage.getItem(AUTH_STORAGE_KEYS.preferredAccountType)).toBeNull();
    expect(t.state().notifications.toast).toMatchObject({
      messageKey: 'account.switchTypeFailed',
      variant: 'error',
    });
  });
});

describe('wallet_sendCalls and wallet_getCallsStatus (spec §5, §7)', () => {
  test('errors: malformed calls are refused (-32602) before they reach the frame', () => {
    const bad: unknown[][] = [
      [{ calls: [] }],
      [{ calls: [{ to: '70997970C51812dc3A010C7d01b50e0d17dc79C8' }] }],
      [{ calls: [{ to: CALL.to, data: 'a9059cbb' }] }],
      [{ calls: [{ to: CALL.to, data: '0xzz' }] }],
      [{ calls: [{ to: CALL.to, value: 1 }] }],
      [],
    ];
    for (const params of bad)
      expect(() => checkSendCalls(params)).toThrow(expect.objectContaining({ rpcCode: -32602 }));
    expect(() =>
      checkSendCalls([{ calls: [CALL, { to: CALL.to, data: '0xa9059cbb' }] }]),
    ).not.toThrow();
  });

  test('errors: through the modal, a malformed batch is refused and the frame sees nothing', async () => {
    const t = await restored();
    await expect(
      t.modal.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'nope' }] }] }),
    ).rejects.toMatchObject({ rpcCode: -32602 });
    expect(t.frame.types()).not.toContain('RPC_REQUEST:wallet_sendCalls');
  });

  test('default: wallet_getCallsStatus asks the bundler URL for the receipt: pending, then confirmed', async () => {
    let receipt: unknown = null;
    const asked: string[] = [];
    const fetch = jest.fn(async (url: string, init: RequestInit) => {
      if (!url.includes('/v1/bundler')) return answer(404, { message: 'not here' });
      asked.push(url);
      const { id, method, params } = JSON.parse(String(init.body)) as {
        id: number;
        method: string;
        params: string[];
      };
      expect([method, params]).toEqual(['eth_getUserOperationReceipt', [USER_OP_HASH]]);
      return answer(200, { jsonrpc: '2.0', id, result: receipt });
    });
    const t = await restored({}, fetch);
    const status = () =>
      t.modal.request({ method: 'wallet_getCallsStatus', params: [USER_OP_HASH] });
    const pendingStatus = status();
    await tick();
    await expect(pendingStatus).resolves.toEqual({
      version: '2.0.0',
      id: USER_OP_HASH,
      chainId: '0x7a69',
      atomic: true,
      status: 100,
    });
    const query = new URL(asked[0]!).searchParams;
    expect(query.get('chainId')).toBe('eip155:31337');
    expect(query.get('bundler')).toBe('pimlico');
    expect(query.get('projectId')).toBe('test-project');

    const transactionHash = `0x${'7b'.repeat(32)}`;
    receipt = {
      userOpHash: USER_OP_HASH,
      success: true,
      receipt: {
        transactionHash,
        blockHash: `0x${'1c'.repeat(32)}`,
        blockNumber: '0x10',
        gasUsed: '0x5208',
        logs: [],
      },
    };
    const minedStatus = status();
    await tick();
    await expect(minedStatus).resolves.toMatchObject({
      status: 200,
      receipts: [{ status: '0x1', transactionHash, blockNumber: '0x10' }],
    });
    expect(t.frame.types()).not.toContain('RPC_REQUEST:wallet_getCallsStatus');
  });

  test('errors: a calls id that is not a 32-byte hash is refused', async () => {
    const t = await restored();
    await expect(
      t.modal.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] }),
    ).rejects.toMatchObject({ rpcCode: -32602 });
  });
});

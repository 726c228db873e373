import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import {
  selectApproval,
  selectApprovalFrame,
} from '../../../src/features/authWallet/authWalletSelectors';
import { frameByHandle } from '../../../src/frame/frameHandles';
import { back } from '../../../src/features/modal/modalSlice';
import {
  createAuthTest,
  eip155Connection,
  frameReady,
  storageAfterLogin,
  tick,
  setUpAuthTests,
  type AuthTest,
} from '../../support/authModal';
import { SIGNATURE, USER_ADDRESS } from '../../support/secureFrameHarness';

/**
 * Approvals (the ApproveTransaction view, unsafe requests): the secure site shows its prompt
 * inside the frame and says so with APPROVAL_REQUESTED / APPROVAL_SETTLED; the modal shows the
 * frame (ApproveTransaction) meanwhile, and leaving it is the user's rejection.
 */

setUpAuthTests();

/** A modal restored from a past email login, connected; personal_sign waits on a prompt. */
async function connectedWithPrompt(): Promise<AuthTest> {
  const t = createAuthTest({ storage: storageAfterLogin() });
  t.frame.prompt('personal_sign');
  await tick();
  await frameReady();
  expect(eip155Connection(t)?.status).toBe('connected');
  return t;
}

const view = (t: AuthTest) => ({
  status: t.state().modal.status,
  history: t.state().router.history,
  approval: selectApproval(t.state()),
});

/** The abort's own reply and the request's late error are warned as replies to no request. */
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

function caught<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

describe('approvals in the secure frame', () => {
  it('behavior: a prompt opens the closed modal on ApproveTransaction; approving closes it again and the host gets the signature', async () => {
    const t = await connectedWithPrompt();
    expect(view(t).status).toBe('closed');
    const signed = caught(t.modal.signMessage('hello'));
    await tick();
    expect(t.frame.prompts()).toHaveLength(1);
    expect(view(t)).toEqual({
      status: 'open',
      history: ['ApproveTransaction'],
      approval: 'pending',
    });
    // The view shows the frame its client made, by handle: not whatever carries its id.
    expect(frameByHandle(selectApprovalFrame(t.state()))).toBe(t.frame.element());
    expect(t.frame.element()).not.toBeNull();
    t.frame.decide(true);
    await tick();
    await expect(signed).resolves.toBe(SIGNATURE);
    expect(view(t)).toMatchObject({ status: 'closed', approval: 'idle' });
    expect(selectApprovalFrame(t.state())).toBeNull();
  });

  it('behavior: over an open Account view it pushes ApproveTransaction and goes back to Account; rejecting there is 4001', async () => {
    const t = await connectedWithPrompt();
    t.modal.open();
    await tick();
    expect(view(t).history).toEqual(['Account']);
    const signed = caught(t.modal.signMessage('hello'));
    await tick();
    expect(view(t)).toEqual({
      status: 'open',
      history: ['Account', 'ApproveTransaction'],
      approval: 'pending',
    });
    t.frame.decide(false);
    await tick();
    await expect(signed).rejects.toMatchObject({ rpcCode: 4001 });
    expect(view(t)).toEqual({ status: 'open', history: ['Account'], approval: 'idle' });
  });

  it('errors: closing the modal during a prompt sends RPC_ABORT for that request and the host’s promise rejects with 4001', async () => {
    const t = await connectedWithPrompt();
    const signed = caught(t.modal.signMessage('hello'));
    await tick();
    const [pending] = t.frame.prompts();
    expect(pending).toBeDefined();
    t.modal.close();
    await tick();
    expect(t.frame.sent('RPC_ABORT').map((m) => m.payload)).toEqual([{ id: pending!.id }]);
    await expect(signed).rejects.toBeInstanceOf(ProviderRpcError);
    await expect(signed).rejects.toMatchObject({ rpcCode: 4001, code: 'USER_REJECTED' });
    // The frame's own end of the prompt does not bring the modal back.
    expect(t.frame.prompts()).toEqual([]);
    expect(view(t)).toMatchObject({ status: 'closed', approval: 'idle' });
  });

  it('behavior: a request through modal.request waits on the same prompt (eth_signTypedData_v4)', async () => {
    const t = await connectedWithPrompt();
    t.frame.prompt('eth_signTypedData_v4', SIGNATURE);
    const signed = caught(
      t.modal.request({ method: 'eth_signTypedData_v4', params: [USER_ADDRESS, '{}'] }),
    );
    await tick();
    expect(view(t)).toMatchObject({ status: 'open', approval: 'pending' });
    t.frame.decide(true);
    await tick();
    await expect(signed).resolves.toBe(SIGNATURE);
    expect(view(t).status).toBe('closed');
  });

  it('errors: closing the modal from ApproveTransaction over Account rejects the request with 4001', async () => {
    const t = await connectedWithPrompt();
    t.modal.open();
    await tick();
    const signed = caught(t.modal.signMessage('hello'));
    await tick();
    expect(view(t).history).toEqual(['Account', 'ApproveTransaction']);
    t.modal.close();
    await tick();
    expect(t.frame.sent('RPC_ABORT')).toHaveLength(1);
    await expect(signed).rejects.toMatchObject({ rpcCode: 4001 });
    expect(view(t)).toMatchObject({ status: 'closed', approval: 'idle' });
  });

  // Leaving is followed through every view change (whenLeaving), so Back counts too.
  it('behavior: Back from ApproveTransaction (over Account) during a prompt rejects the request with 4001 (RPC_ABORT)', async () => {
    const t = await connectedWithPrompt();
    t.modal.open();
    await tick();
    const signed = caught(t.modal.signMessage('hello'));
    await tick();
    expect(view(t).history).toEqual(['Account', 'ApproveTransaction']);
    const [pending] = t.frame.prompts();
    t.modal.dispatch(back());
    await tick();
    expect(t.frame.sent('RPC_ABORT').map((m) => m.payload)).toEqual([{ id: pending!.id }]);
    await expect(signed).rejects.toMatchObject({ rpcCode: 4001 });
    expect(view(t)).toEqual({ status: 'open', history: ['Account'], approval: 'idle' });
  });
});

import { storeOf } from '../../../src/modal/storeOf';
import { selectSiwx } from '../../../src/features/siwx/siwxSelectors';
import { verifyMessage } from 'ethers';
import { disconnect } from '../../../src/features/connections/connectionsSlice';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import { switchNetwork } from '../../../src/features/networks/networksSlice';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import type { PorticoStorage } from '../../../src/features/persistence/PorticoStorage';
import { createDefaultSiwx } from '../../../src/features/siwx/createDefaultSiwx';
import { SIWX_SESSIONS_STORAGE_KEY } from '../../../src/features/siwx/siwxSessionStorage';
import { siwxCancelled, siwxSignRequested } from '../../../src/features/siwx/siwxSlice';
import type { SiwxConfig } from '../../../src/features/siwx/types';
import {
  addWallet,
  caipOf,
  cleanupHarness,
  createTestModal,
  DEV_ADDRESSES,
  DEV_WALLET_ID,
  secondChain,
  waitFor,
  type TestModal,
  type TestWallet,
} from '../../support/walletHarness';
import { drainMicrotasks } from '../../support/observedFetch';
import { CHAINS } from '../../support/siwxFixtures';

afterEach(cleanupHarness);

function siwxModal(
  options: { required?: boolean; storage?: PorticoStorage; wallet?: TestWallet } = {},
) {
  const storage = options.storage ?? createMemoryStorage();
  const siwx = createDefaultSiwx({ chains: CHAINS, storage, required: options.required ?? false });
  // The same wallet across instances: a reload finds it still authorised.
  const dev = options.wallet ?? addWallet();
  const t = createTestModal({ siwx }, { storage });
  return { t, dev, storage, siwx };
}

const view = (t: TestModal) => (t.modal.getSnapshot().isOpen ? t.modal.getSnapshot().view : null);

async function connectAndWaitForPrompt(t: TestModal) {
  t.modal.open();
  t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
  await waitFor(() => selectSiwx(t.state()).status === 'awaitingSignature');
  expect(view(t)).toBe('SIWXSignMessage');
  // The connecting view was replaced: Back would close, not return to it.
  expect(t.state().router.history).toEqual(['SIWXSignMessage']);
}

const storedSessions = (storage: PorticoStorage) =>
  JSON.parse(storage.getItem(SIWX_SESSIONS_STORAGE_KEY) ?? '[]') as Array<{
    data: { accountAddress: string; chainId: string };
    message: string;
    signature: string;
  }>;

async function signIn(t: TestModal) {
  storeOf(t.modal).dispatch(siwxSignRequested());
  await waitFor(() => selectSiwx(t.state()).status === 'signedIn');
}

describe('sign in with the wallet (SIWX)', () => {
  it('default: after connect, SIWXSignMessage asks; signing adds a verified session and closes', async () => {
    const { t, dev, storage } = siwxModal();
    await connectAndWaitForPrompt(t);
    expect(t.state().connections.byNamespace.eip155?.status).toBe('connected');

    storeOf(t.modal).dispatch(siwxSignRequested());
    expect(selectSiwx(t.state()).status).toBe('signing');
    await waitFor(() => selectSiwx(t.state()).status === 'signedIn');
    expect(t.modal.getSnapshot().isOpen).toBe(false);
    expect(dev.calls).toContain('personal_sign');

    const [session] = storedSessions(storage);
    expect(session?.data).toMatchObject({
      accountAddress: DEV_ADDRESSES[0],
      chainId: 'eip155:31337',
    });
    expect(session?.message).toContain(
      'localhost wants you to sign in with your Ethereum account:',
    );
    expect(verifyMessage(session!.message, session!.signature)).toBe(DEV_ADDRESSES[0]);
  });

  it('errors: a refused signature shows "Error signing message" and the view stays; Sign again works', async () => {
    const { t, dev } = siwxModal();
    await connectAndWaitForPrompt(t);
    dev.wallet.controls.reject();
    storeOf(t.modal).dispatch(siwxSignRequested());
    await waitFor(() => selectSiwx(t.state()).status === 'failed');
    expect(selectSiwx(t.state()).error).toEqual({
      code: 'SIWX_SIGN_FAILED',
      message: 'Error signing message',
    });
    expect(view(t)).toBe('SIWXSignMessage');
    expect(t.state().connections.byNamespace.eip155?.status).toBe('connected');

    dev.wallet.controls.approve();
    await signIn(t);
  });

  it('behavior: cancel when sign-in is required disconnects', async () => {
    const { t } = siwxModal({ required: true });
    await connectAndWaitForPrompt(t);
    storeOf(t.modal).dispatch(siwxCancelled());
    await waitFor(() => t.state().connections.byNamespace.eip155?.status !== 'connected');
    expect(selectSiwx(t.state()).status).toBe('idle');
    expect(t.modal.getSnapshot().isOpen).toBe(false);
  });

  it('behavior: cancel when sign-in is optional only closes; the account stays connected', async () => {
    const { t } = siwxModal({ required: false });
    await connectAndWaitForPrompt(t);
    storeOf(t.modal).dispatch(siwxCancelled());
    expect(t.modal.getSnapshot().isOpen).toBe(false);
    expect(t.state().connections.byNamespace.eip155?.status).toBe('connected');
  });

  it('behavior: after an optional cancel, the host asks again with requestSignIn()', async () => {
    const { t } = siwxModal({ required: false });
    await connectAndWaitForPrompt(t);
    storeOf(t.modal).dispatch(siwxCancelled());
    expect(t.modal.getSnapshot().isOpen).toBe(false);
    t.modal.requestSignIn();
    await waitFor(() => view(t) === 'SIWXSignMessage');
    await signIn(t);
    // Signed in: asking again shows nothing.
    t.modal.requestSignIn();
    // The saga decides on the request in its own step: drained, it has decided.
    await drainMicrotasks();
    expect(t.modal.getSnapshot().isOpen).toBe(false);
  });

  it("errors: requestSignIn() without siwx is 'SIWX is not enabled'; without an account 'No ActiveCaipAddress found'", () => {
    const plain = createTestModal();
    expect(() => plain.modal.requestSignIn()).toThrow('SIWX is not enabled');
    const { t } = siwxModal();
    expect(() => t.modal.requestSignIn()).toThrow('No ActiveCaipAddress found');
  });

  it('behavior: a stored session covers a reconnect: signed in without asking', async () => {
    const first = siwxModal();
    await connectAndWaitForPrompt(first.t);
    await signIn(first.t);
    first.t.modal.destroy();

    const second = siwxModal({ storage: first.storage, wallet: first.dev });
    await waitFor(() => selectSiwx(second.t.state()).status === 'signedIn');
    expect(selectSiwx(second.t.state()).caipAddress).toBe(caipOf(31337));
    expect(second.t.modal.getSnapshot().isOpen).toBe(false);
  });

  it('behavior: disconnect clears the session', async () => {
    const { t, storage } = siwxModal();
    await connectAndWaitForPrompt(t);
    await signIn(t);
    expect(storedSessions(storage)).toHaveLength(1);
    t.modal.dispatch(disconnect());
    await waitFor(() => selectSiwx(t.state()).status === 'idle');
    await waitFor(() => storedSessions(storage).length === 0);
  });

  it('behavior: switching to a chain without a session asks again; back to the signed one does not', async () => {
    const { t } = siwxModal();
    await connectAndWaitForPrompt(t);
    await signIn(t);

    t.modal.dispatch(switchNetwork(secondChain.caipNetworkId));
    await waitFor(() => selectSiwx(t.state()).status === 'awaitingSignature');
    expect(selectSiwx(t.state()).caipAddress).toBe(caipOf(31338));
    await waitFor(() => view(t) === 'SIWXSignMessage');
    await signIn(t);

    t.modal.dispatch(switchNetwork('eip155:31337'));
    await waitFor(() => selectSiwx(t.state()).caipAddress === caipOf(31337));
    await waitFor(() => selectSiwx(t.state()).status === 'signedIn');
  });

  it('errors: a host whose createMessage fails: the initialisation message and a disconnect', async () => {
    const storage = createMemoryStorage();
    const base = createDefaultSiwx({ chains: CHAINS, storage });
    const failing: SiwxConfig = {
      ...base,
      createMessage: () => Promise.reject(new Error('nonce')),
    };
    addWallet();
    const t = createTestModal({ siwx: failing }, { storage });
    await connectAndWaitForPrompt(t);
    storeOf(t.modal).dispatch(siwxSignRequested());
    await waitFor(() => t.state().connections.byNamespace.eip155?.status !== 'connected');
    expect(t.state().notifications.toast).toMatchObject({
      messageKey: 'siwx.initFailed',
      variant: 'error',
    });
  });

  it('errors: siwx without its methods is refused when the modal is created', () => {
    expect(() => createTestModal({ siwx: { createMessage: () => undefined } as never })).toThrow(
      'siwx.addSession: must be a function',
    );
  });
});

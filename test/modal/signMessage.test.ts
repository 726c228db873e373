import { verifyMessage } from 'ethers';
import { connectorSelected } from '../../src/features/connectors/connectorsSlice';
import {
  addWallet,
  cleanupHarness,
  createTestModal,
  DEV_ADDRESSES,
  DEV_WALLET_ID,
  waitFor,
} from '../support/walletHarness';

afterEach(cleanupHarness);

describe('modal.signMessage', () => {
  it('default: the connected wallet signs with the active account', async () => {
    const dev = addWallet();
    const t = createTestModal();
    t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
    await waitFor(() => t.state().connections.byNamespace.eip155?.status === 'connected');
    const signature = await t.modal.signMessage('hello');
    expect(verifyMessage('hello', signature)).toBe(DEV_ADDRESSES[0]);
    expect(dev.calls).toContain('personal_sign');
  });

  it("errors: nobody connected gives 'No ActiveCaipAddress found'", async () => {
    const t = createTestModal();
    await expect(t.modal.signMessage('hello')).rejects.toMatchObject({
      code: 'NO_ACTIVE_ADDRESS',
      shortMessage: 'No ActiveCaipAddress found',
    });
  });

  it('errors: the wallet refusing passes its 4001 through', async () => {
    const dev = addWallet();
    const t = createTestModal();
    t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
    await waitFor(() => t.state().connections.byNamespace.eip155?.status === 'connected');
    dev.wallet.controls.reject();
    await expect(t.modal.signMessage('hello')).rejects.toMatchObject({ rpcCode: 4001 });
  });
});

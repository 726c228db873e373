import { storeOf } from '../../../src/modal/storeOf';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import {
  walletDisconnectRequested,
  walletSwitchRequested,
} from '../../../src/features/multiWallet/multiWalletActions';
import { selectProfileWallets } from '../../../src/features/multiWallet/multiWalletSelectors';
import { addWallet, DEV_ADDRESSES } from '../../support/walletHarness';
import {
  AUTH_CONNECTOR_ID,
  createAuthTest,
  eip155Connection,
  frameReady,
  storageAfterLogin,
  tick,
  setUpAuthTests,
  type AuthTest,
} from '../../support/authModal';
import { USER_ADDRESS, USER_EMAIL } from '../../support/secureFrameHarness';

/**
 * Spec §6 multi-wallet beside the embedded wallet (spec §2 ProfileWallets, §4 disconnect of
 * an auth session): the real modal, the real eip155 adapter with a dev browser wallet, the
 * secure site's frame played by the harness.
 */

setUpAuthTests();

/** Each listed wallet as `connector name address [current]`. */
const listed = (t: AuthTest) =>
  selectProfileWallets(t.state()).flatMap((group) =>
    group.wallets.map((w) =>
      `${w.connectorId} ${w.login?.identity ?? w.name} ${w.address} ${w.current ? 'current' : ''}`.trim(),
    ),
  );

/** Lets connects, switches and sign-outs run to their end. */
const settle = async () => {
  for (let i = 0; i < 20; i += 1) await tick(100);
};

/** A past email login restored, then a browser wallet connected beside it (now current). */
async function besideBrowserWallet(): Promise<AuthTest> {
  addWallet({ rdns: 'a.wallet' });
  const t = createAuthTest({
    storage: storageAfterLogin(),
    config: { features: { multiWallet: true } },
  });
  await tick();
  await frameReady();
  await tick();
  t.modal.dispatch(connectorSelected('a.wallet'));
  await settle();
  return t;
}

describe('ProfileWallets beside the embedded wallet', () => {
  test('default: the embedded wallet is listed beside the browser wallet, named by its email', async () => {
    const t = await besideBrowserWallet();
    expect(eip155Connection(t)).toMatchObject({ connectorId: 'a.wallet', status: 'connected' });
    expect(listed(t)).toEqual([
      `a.wallet Wallet a.wallet ${DEV_ADDRESSES[0]} current`,
      `${AUTH_CONNECTOR_ID} ${USER_EMAIL} ${USER_ADDRESS}`,
    ]);
    const embedded = selectProfileWallets(t.state())[0]!.wallets[1]!;
    expect(embedded.login).toEqual({ method: 'email', identity: USER_EMAIL });
    // Connecting the browser wallet did not sign the embedded wallet out.
    expect(t.frame.types()).not.toContain('SIGN_OUT');
  });

  test('behavior: switching back to the embedded wallet is silent: its session is checked, no login', async () => {
    const t = await besideBrowserWallet();
    const before = t.frame.types().length;
    storeOf(t.modal).dispatch(
      walletSwitchRequested({ namespace: 'eip155', connectorId: AUTH_CONNECTOR_ID }),
    );
    await settle();
    expect(eip155Connection(t)).toMatchObject({
      connectorId: AUTH_CONNECTOR_ID,
      caipAddress: `eip155:31337:${USER_ADDRESS}`,
    });
    expect(t.frame.types().slice(before)).toEqual(['IS_CONNECTED', 'GET_USER']);
    expect(t.modal.getSnapshot().view).not.toBe('EmailLogin');
    expect(listed(t)).toEqual([
      `${AUTH_CONNECTOR_ID} ${USER_EMAIL} ${USER_ADDRESS} current`,
      `a.wallet Wallet a.wallet ${DEV_ADDRESSES[0]}`,
    ]);
  });

  test('behavior: disconnecting the current embedded wallet signs it out; the browser wallet takes over', async () => {
    const t = await besideBrowserWallet();
    storeOf(t.modal).dispatch(
      walletSwitchRequested({ namespace: 'eip155', connectorId: AUTH_CONNECTOR_ID }),
    );
    await settle();
    storeOf(t.modal).dispatch(
      walletDisconnectRequested({ namespace: 'eip155', connectorId: AUTH_CONNECTOR_ID }),
    );
    await settle();
    expect(t.frame.types()).toContain('SIGN_OUT');
    expect(eip155Connection(t)).toMatchObject({ connectorId: 'a.wallet', status: 'connected' });
    expect(listed(t)).toEqual([`a.wallet Wallet a.wallet ${DEV_ADDRESSES[0]} current`]);
  });

  test('behavior: disconnecting the embedded wallet while the browser wallet is current leaves that one alone', async () => {
    const t = await besideBrowserWallet();
    storeOf(t.modal).dispatch(
      walletDisconnectRequested({ namespace: 'eip155', connectorId: AUTH_CONNECTOR_ID }),
    );
    await settle();
    expect(t.frame.types()).toContain('SIGN_OUT');
    expect(eip155Connection(t)).toMatchObject({ connectorId: 'a.wallet', status: 'connected' });
    expect(listed(t)).toEqual([`a.wallet Wallet a.wallet ${DEV_ADDRESSES[0]} current`]);
  });

  test('behavior: disconnecting the browser wallet hands over to the embedded wallet, still signed in', async () => {
    const t = await besideBrowserWallet();
    storeOf(t.modal).dispatch(
      walletDisconnectRequested({ namespace: 'eip155', connectorId: 'a.wallet' }),
    );
    await settle();
    expect(t.frame.types()).not.toContain('SIGN_OUT');
    expect(eip155Connection(t)).toMatchObject({ connectorId: AUTH_CONNECTOR_ID });
    expect(listed(t)).toEqual([`${AUTH_CONNECTOR_ID} ${USER_EMAIL} ${USER_ADDRESS} current`]);
  });
});

/**
 * The Polkadot dev wallet in a page (jsdom): injected on `window.injectedWeb3` by default, the
 * origin's authorisation kept in localStorage across a reload (a new wallet on the same
 * storage), so a returning site enables without a prompt; disconnect forgets it.
 */
import { createPolkadotDevWallet } from '../../../src/testing/polkadot/createPolkadotDevWallet';
import { injectPolkadotDevWallet } from '../../../src/testing/polkadot/injectPolkadotDevWallet';
import { POLKADOT_DEV_ADDRESSES } from '../../../src/testing/polkadot/polkadotDevAccounts';
import type { PolkadotInjectTarget } from '../../../src/testing/polkadot/types';

const STORAGE_KEY = 'portico:polkadot-dev-wallet:portico-dev';
const page = () => window as unknown as PolkadotInjectTarget;

beforeEach(() => {
  localStorage.clear();
  delete page().injectedWeb3;
});

test('injected on window.injectedWeb3, where dapps look for extensions', async () => {
  const wallet = injectPolkadotDevWallet();
  expect(Object.keys(page().injectedWeb3 ?? {})).toEqual(['portico-dev']);
  const injected = await page().injectedWeb3?.['portico-dev']?.enable('Demo');
  expect(wallet.controls.getState()).toMatchObject({ authorized: true, origin: 'Demo' });
  await expect(injected?.accounts.get()).resolves.toHaveLength(POLKADOT_DEV_ADDRESSES.length);
});

test('a reload: the origin stays authorised (localStorage) until the wallet disconnects it', async () => {
  await createPolkadotDevWallet().injected.enable('Demo');
  expect(localStorage.getItem(STORAGE_KEY)).toBe('authorized');

  const reloaded = createPolkadotDevWallet({ script: { behavior: 'reject' } });
  const injected = await reloaded.injected.enable('Demo');
  await expect(injected.accounts.get()).resolves.toHaveLength(4);

  reloaded.controls.disconnect();
  expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  await expect(createPolkadotDevWallet().injected.enable('Demo')).resolves.toBeDefined();
  await expect(
    createPolkadotDevWallet({ storage: null, script: { behavior: 'reject' } }).injected.enable(
      'Demo',
    ),
  ).rejects.toThrow('Rejected');
});

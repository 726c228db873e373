/** @jest-environment node */
import { eip155Chain } from '../../../adapters/eip155/eip155Chain';
import { universalAdapter } from '../../../adapters/universal/createUniversalAdapter';
import { localChain } from '../../support/fixtures';
import { fakeLoader } from '../../support/fakeUniversalProvider';

/**
 * Issue 26: a WalletConnect wallet is asked for a wallet method (wallet_grantPermissions) only
 * when its session's namespace lists it; otherwise the adapter refuses with 4200 and sends
 * nothing over the relay.
 */

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const REQUEST = { expiry: 1, signer: { type: 'key' }, permissions: [{ type: 'contract-call' }] };

async function connectedWith(methods: string[]) {
  const loader = fakeLoader();
  const adapter = universalAdapter({ loadProvider: loader.load, chains: [eip155Chain] });
  adapter.setup({ projectId: 'p1', networks: [localChain], analytics: false, emit: () => {} });
  const connecting = adapter.connect({ connectorId: 'walletConnect', network: localChain });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const fake = loader.state.provider!;
  fake.approve([`${localChain.caipNetworkId}:${ADDRESS}`]);
  fake.session!.namespaces.eip155!.methods = methods;
  await connecting;
  return { adapter, fake };
}

test('behavior: a session that lists wallet_grantPermissions gets the request on its chain', async () => {
  const { adapter, fake } = await connectedWith(['personal_sign', 'wallet_grantPermissions']);
  fake.requestResult = { permissionsContext: '0x01' };
  await expect(
    adapter.request!({
      connectorId: 'walletConnect',
      method: 'wallet_grantPermissions',
      params: [REQUEST],
    }),
  ).resolves.toEqual({ permissionsContext: '0x01' });
  expect(fake.requests).toEqual([
    { method: 'wallet_grantPermissions', params: [REQUEST], chain: localChain.caipNetworkId },
  ]);
});

test('behavior: a session without it is refused with 4200, nothing sent', async () => {
  const { adapter, fake } = await connectedWith(['personal_sign']);
  await expect(
    adapter.request!({
      connectorId: 'walletConnect',
      method: 'wallet_grantPermissions',
      params: [REQUEST],
    }),
  ).rejects.toMatchObject({ rpcCode: 4200, code: 'UNSUPPORTED_METHOD' });
  expect(fake.requests).toEqual([]);
});

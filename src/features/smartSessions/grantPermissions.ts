import { formatCaipAddress, parseCaipAddress } from '../../adapter/caip';
import { PorticoError } from '../../adapter/PorticoError';
import { ProviderRpcError } from '../../adapter/providerErrors';
import type { PorticoStore } from '../../store/createPorticoStore';
import type { PorticoState } from '../PorticoState';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { selectAuthAccount } from '../authWallet/authWalletSelectors';
import { selectActiveConnection } from '../connections/connectionsSelectors';
import {
  permissionRequestSchema,
  permissionResponseSchema,
  type PermissionResponse,
} from './permissionRequestSchema';
import { smartSessionGranted } from './smartSessionsActions';
import { SmartSessionsDisabledError } from './SmartSessionsDisabledError';

const METHOD = 'wallet_grantPermissions';

/**
 * Whether the active wallet may be asked: the embedded wallet only from its smart account; a
 * WalletConnect wallet when its session lists the method (its adapter checks, and refuses with
 * 4200); browser and host wallets do not relay it.
 */
function mayAsk(state: PorticoState): boolean {
  const kind = selectActiveConnection(state)?.kind;
  if (kind === 'auth') return selectAuthAccount(state).type === 'smartAccount';
  return kind === 'pairing';
}

/**
 * `modal.grantPermissions(request)`: checks the flag, the request and the account, sends
 * `wallet_grantPermissions` through the active account's wallet (the embedded wallet asks the
 * user in its frame), checks the answer, records the session and resolves with the answer.
 */
export async function grantPermissions(
  store: PorticoStore,
  adapters: AdapterRegistry,
  input: unknown,
): Promise<PermissionResponse> {
  const state = store.getState();
  if (state.options.features.smartSessions !== true) throw new SmartSessionsDisabledError();
  const parsed = permissionRequestSchema.safeParse(input);
  if (!parsed.success)
    throw new PorticoError('INVALID_PERMISSION_REQUEST', 'Invalid permission request', {
      details: parsed.error.issues
        .map((issue) => `${issue.path.join('.') || '(request)'}: ${issue.message}`)
        .join('; '),
    });
  const namespace = state.connections.activeNamespace;
  const connection = selectActiveConnection(state);
  if (!namespace || connection?.status !== 'connected' || !connection.caipAddress)
    throw new PorticoError('NO_ACTIVE_ADDRESS', 'No ActiveCaipAddress found');
  const { connectorId } = connection;
  const { address } = parseCaipAddress(connection.caipAddress);
  if (namespace !== 'eip155' || !connectorId || !mayAsk(state))
    throw new ProviderRpcError(4200, `The wallet does not support ${METHOD}`);
  const adapter = adapters.get(namespace);
  if (!adapter.request) throw new ProviderRpcError(4200, `The wallet does not support ${METHOD}`);
  const chainReference = connection.caipAddress.split(':')[1]!;
  const request = {
    chainId: `0x${BigInt(chainReference).toString(16)}`,
    address,
    ...parsed.data,
  };
  const answer = await adapter.request({ connectorId, method: METHOD, params: [request] });
  const checked = permissionResponseSchema.safeParse(answer);
  if (!checked.success)
    throw new PorticoError('INVALID_WALLET_RESPONSE', 'The wallet answered in an unexpected form', {
      details: `${METHOD}: ${checked.error.issues.map((issue) => issue.message).join('; ')}`,
    });
  const caipAddress = formatCaipAddress(`eip155:${chainReference}`, address);
  store.dispatch(
    smartSessionGranted({
      account: caipAddress,
      session: {
        pci: checked.data.permissionsContext,
        expiry: checked.data.expiry,
        createdAt: Math.floor(Date.now() / 1000),
        project: {
          name: state.options.metadata?.name ?? '',
          url: state.options.metadata?.url ?? '',
        },
        permissions: checked.data.permissions.map(({ type, data }) => ({ type, data })),
        revokedAt: null,
      },
    }),
  );
  return answer as PermissionResponse;
}

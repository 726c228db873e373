import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../src/adapter/providerErrors';
import type { CosmosConnection } from './CosmosConnection';
import { formatCosmosSignature, readStdSignature } from './cosmosSignature';

/**
 * Has the connected wallet sign `message` ADR-36 (`signArbitrary`), and checks the signature
 * before anyone relies on it: a wallet that signed with another key is refused.
 */
export async function signCosmosMessage(
  connection: CosmosConnection,
  message: string,
  ask: <T>(run: () => Promise<T>) => Promise<T>,
): Promise<string> {
  const { provider } = connection.wallet;
  if (typeof provider.signArbitrary !== 'function')
    throw new ProviderRpcError(
      4200,
      `${connection.wallet.info.name} cannot sign messages (ADR-36)`,
    );
  const answer = await ask(() =>
    provider.signArbitrary!(connection.info.chainId, connection.key.address, message),
  );
  const parsed = readStdSignature(answer);
  if (!parsed)
    throw new PorticoError('INVALID_SIGNATURE', 'The wallet returned an invalid signature', {
      details: 'signArbitrary answered no StdSignature',
    });
  const signature = formatCosmosSignature(parsed);
  const { verifyCosmosSignature } = await import('./verifyCosmosSignature');
  try {
    await verifyCosmosSignature({ message, signature, address: connection.key.address });
  } catch (error) {
    throw new PorticoError('INVALID_SIGNATURE', 'The wallet returned an invalid signature', {
      details: error instanceof Error ? error.message : String(error),
      cause: error,
    });
  }
  return signature;
}

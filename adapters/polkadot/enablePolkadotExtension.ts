import { PorticoError } from '../../src/adapter/PorticoError';
import type { FoundExtension } from './discoverPolkadotExtensions';
import type { InjectedExtension } from './InjectedWeb3';

/** `enable(appName)`, its answer checked: the extension's accounts and signer. */
export async function enablePolkadotExtension(
  entry: FoundExtension,
  appName: string,
  ask: <T>(run: () => Promise<T>) => Promise<T>,
): Promise<InjectedExtension> {
  const extension: unknown = await ask(() => entry.provider.enable(appName));
  const accounts = (extension as { accounts?: { get?: unknown } } | null)?.accounts;
  const signer = (extension as { signer?: unknown } | null)?.signer;
  if (typeof accounts?.get !== 'function' || typeof signer !== 'object' || signer === null)
    throw new PorticoError('INVALID_WALLET_RESPONSE', 'The wallet returned an invalid answer', {
      details: `${entry.key}: enable() answered no accounts.get() or signer`,
    });
  return extension as InjectedExtension;
}

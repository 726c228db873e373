import { PorticoError } from '../../src/adapter/PorticoError';
import { toHex } from './polkadotAddress';
import type { PolkadotSession } from './PolkadotSession';
import type { PolkadotAccount } from './usablePolkadotAccounts';
import { UNSUPPORTED } from './unsupportedMethod';

/**
 * Has the extension sign `message` as bytes (`signer.signRaw`) with `account`, and checks the
 * signature before anyone relies on it: a wallet that signed with another key, or answered
 * something else, is refused here (the curves load with the first check).
 */
export async function signPolkadotMessage(
  session: PolkadotSession,
  account: PolkadotAccount,
  message: string,
  ask: <T>(run: () => Promise<T>) => Promise<T>,
): Promise<string> {
  const { signRaw } = session.extension.signer;
  if (typeof signRaw !== 'function')
    throw new PorticoError('UNSUPPORTED_METHOD', UNSUPPORTED, {
      details: 'the extension has no signer.signRaw',
    });
  const result = await ask(() =>
    signRaw.call(session.extension.signer, {
      address: account.extensionAddress,
      data: toHex(new TextEncoder().encode(message)),
      type: 'bytes',
    }),
  );
  const signature = (result as { signature?: unknown } | null)?.signature;
  const { verifyPolkadotSignature } = await import('./verifyPolkadotSignature');
  try {
    if (typeof signature !== 'string') throw new Error('the answer has no signature');
    await verifyPolkadotSignature({ message, signature, address: account.address });
  } catch (error) {
    throw new PorticoError('INVALID_SIGNATURE', 'The wallet returned an invalid signature', {
      details: error instanceof Error ? error.message : String(error),
      cause: error,
    });
  }
  return signature;
}

import { PorticoError } from '../../src/adapter/PorticoError';

// Its own file, without zod: the wallets' synchronous checks throw it, and they are in the
// adapter's entry, where the schemas are not.

/** The error a wallet's answer that is not what its convention says becomes. */
export const invalidWalletAnswer = (details: string): PorticoError =>
  new PorticoError('INVALID_WALLET_RESPONSE', 'The wallet returned an invalid answer', {
    details,
  });

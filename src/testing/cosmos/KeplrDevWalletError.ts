/**
 * What the Cosmos dev wallet throws, shaped as Keplr's errors reach a page: a message in
 * Keplr's own words ('Request rejected', 'There is no chain info for …', 'Signer mismatched'),
 * plus Keplr's `module` and numeric `code` where Keplr throws a KeplrError (e.g. 'chains' 411)
 * and none where it throws a plain Error. Hosts match Keplr by message, so they match this.
 */
export class KeplrDevWalletError extends Error {
  override readonly name = 'KeplrDevWalletError';
  /** KeplrError's module ('chains', 'keyring' …), when Keplr throws a KeplrError. */
  readonly module: string | undefined;
  /** KeplrError's code, when Keplr throws a KeplrError. */
  readonly code: number | undefined;
  readonly data: unknown;

  constructor(message: string, details: { module?: string; code?: number; data?: unknown } = {}) {
    super(message);
    this.module = details.module;
    this.code = details.code;
    this.data = details.data;
  }
}

/** The user closed or refused a prompt (Keplr's InteractionService: `new Error('Request rejected')`). */
export const requestRejected = (): KeplrDevWalletError =>
  new KeplrDevWalletError('Request rejected');

/** A chain the wallet has no chain info for: Keplr's KeplrError('chains', 411, …). */
export const noChainInfo = (chainId: string): KeplrDevWalletError =>
  new KeplrDevWalletError(`There is no chain info for ${chainId}`, { module: 'chains', code: 411 });

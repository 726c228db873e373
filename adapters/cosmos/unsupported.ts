import { PorticoError } from '../../src/adapter/PorticoError';

/** A method the wallet, or a cosmos send, does not offer. */
export const unsupported = (details: string) =>
  new PorticoError('UNSUPPORTED_METHOD', 'The wallet does not support this method', { details });

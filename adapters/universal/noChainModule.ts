import { PorticoError } from '../../src/adapter/PorticoError';

/** What a namespace without a chain module cannot do (sign, send, read). */
export const noChainModule = (what: string, namespace: string) =>
  new PorticoError('UNSUPPORTED_METHOD', 'The wallet does not support this method', {
    details: `${what} on ${namespace}: no chain module`,
  });

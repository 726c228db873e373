import type { ApiPromise } from '@polkadot/api';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { ChainModule } from '../../src/adapter/ChainModule';
import { PorticoError } from '../../src/adapter/PorticoError';
import { checkPolkadotAddresses } from './checkPolkadotAddresses';
import type * as PolkadotTransfers from './polkadotTransfers';
import { UNSUPPORTED } from './unsupportedMethod';

/** What polkadot's fee estimates read a network through: its `@polkadot/api` connection. */
export interface PolkadotTransport {
  currency: CaipNetwork['nativeCurrency'];
  /** The network's API and the transfer code, connected and loaded on first use. */
  connect(): Promise<{ transfers: typeof PolkadotTransfers; api: ApiPromise }>;
}

/**
 * Polkadot's fees, read through the adapter's connection: the runtime's `partialFee` of a
 * `transferKeepAlive`; a send's cost also refuses what the chain would (the existential
 * deposit, insufficient funds). Addresses are checked before anything connects.
 */
export const polkadotFees: Pick<
  ChainModule<PolkadotTransport>,
  'estimateFee' | 'estimateSendCost'
> = {
  async estimateFee(transport, { from, to, value }) {
    checkPolkadotAddresses(from, to);
    const { transfers, api } = await transport.connect();
    return transfers.transferFee(api, { from, to, value });
  },
  async estimateSendCost(transport, request) {
    if ('token' in request)
      throw new PorticoError('UNSUPPORTED_METHOD', UNSUPPORTED, {
        details: 'polkadot sends its native currency only',
      });
    const { from, to, value } = request;
    checkPolkadotAddresses(from, to);
    const { transfers, api } = await transport.connect();
    const { fee } = await transfers.planTransfer(api, { from, to, value }, transport.currency);
    return { fee, extras: [] };
  },
};

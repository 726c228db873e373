import type { ChainModule, SendCostRequest } from '../../src/adapter/ChainModule';
import type { CosmosChainInfo } from './CosmosChainInfo';
import type { CosmosClient } from './createCosmosClient';
import { priceCosmosSend } from './priceCosmosSend';
import { unsupported } from './unsupported';

/** What cosmos's fee estimates read a network through: its CometBFT client. */
export interface CosmosTransport {
  /** The network's chain info; throws for a network no chain info describes. */
  info(): CosmosChainInfo;
  /** The network's client, @cosmjs loaded and connected on first use. */
  client(info: CosmosChainInfo): Promise<CosmosClient>;
  /** The 33-byte key a wallet told for `address`, when one did: a send is simulated with it. */
  publicKeyOf(address: string): Uint8Array | undefined;
}

/**
 * Cosmos's fees, read through the adapter's client: the simulated gas of a bank send times
 * `gasMultiplier` at the chain's gas price (`priceCosmosSend`, which also refuses a send the
 * chain would).
 */
export function cosmosFees(
  gasMultiplier: number,
): Pick<ChainModule<CosmosTransport>, 'estimateFee' | 'estimateSendCost'> {
  const price = async (transport: CosmosTransport, request: SendCostRequest) => {
    if ('token' in request) throw unsupported('cosmos sends its native denom only');
    const info = transport.info();
    return priceCosmosSend({
      client: await transport.client(info),
      info,
      from: request.from,
      to: request.to,
      value: request.value,
      publicKey: transport.publicKeyOf(request.from),
      gasMultiplier,
    });
  };
  return {
    estimateFee: async (transport, { from, to, value }) =>
      (await price(transport, { from, to, value })).fee,
    async estimateSendCost(transport, request) {
      const { fee } = await price(transport, request);
      return { fee, extras: [] };
    },
  };
}

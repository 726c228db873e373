import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { ChainModule, SendCost, SendCostRequest } from '../../src/adapter/ChainModule';
import { PorticoError } from '../../src/adapter/PorticoError';
import { bitcoinNetworkKind } from './bitcoinNetworks';
import type { EsploraClient } from './createEsploraClient';

/** What bitcoin's fee estimates read a network through: its Esplora API. */
export interface BitcoinTransport {
  network: CaipNetwork;
  /** The network's Esplora client, loaded on first use. */
  esplora(): Promise<EsploraClient>;
  /** The public key a connected wallet told for `address`, when one did: it sizes the input. */
  publicKeyOf(address: string): string | undefined;
}

/** The send's fee at its speed (default `medium`) from the UTXOs and fee rates Esplora gives. */
async function estimateSendCost(
  transport: BitcoinTransport,
  request: SendCostRequest,
): Promise<SendCost> {
  if ('token' in request)
    throw new PorticoError('UNSUPPORTED_METHOD', 'The wallet does not support this method', {
      details: 'bitcoin has no fungible tokens to send',
    });
  const publicKey = transport.publicKeyOf(request.from);
  // The send's code loads with the first estimate.
  const [esplora, { estimateBitcoinSendCost }] = await Promise.all([
    transport.esplora(),
    import('./planBitcoinTransfer'),
  ]);
  const speed = request.speed ?? 'medium';
  const cost = await estimateBitcoinSendCost({
    esplora,
    kind: bitcoinNetworkKind(transport.network),
    from: { address: request.from, ...(publicKey ? { publicKey } : {}) },
    to: request.to,
    value: request.value,
    speed,
  });
  return {
    fee: cost.fee,
    extras: [],
    speed: { picked: speed, rate: cost.feeRate, rateUnit: 'sat/vB' },
  };
}

/** Bitcoin's fees, read through the adapter's Esplora client. */
export const bitcoinFees: Pick<
  ChainModule<BitcoinTransport>,
  'estimateFee' | 'estimateSendCost'
> = {
  estimateFee: async (transport, { from, to, value }) =>
    (await estimateSendCost(transport, { from, to, value })).fee,
  estimateSendCost,
};

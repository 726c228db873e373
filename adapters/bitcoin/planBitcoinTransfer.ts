import { PorticoError } from '../../src/adapter/PorticoError';
import { bitcoinAddressType, type BitcoinAddressType } from './bitcoinAddress';
import type { BitcoinNetworkKind } from './bitcoinNetworks';
import { buildTransferPsbt, type BitcoinSender, type TransferPsbt } from './buildTransferPsbt';
import type { EsploraClient } from './createEsploraClient';
import { estimateVsize } from './estimateVsize';
import { feeRatesFrom, type FeeRates, type FeeSpeed } from './feeRates';
import { feeOf, selectCoins, type CoinSelection } from './selectCoins';
import { spendableInputType } from './spendableInputType';

/** A send of `value` sats from `from` to `to` on `kind`, at a speed. */
export interface BitcoinTransferRequest {
  esplora: Pick<EsploraClient, 'getUtxos' | 'getFeeEstimates'>;
  kind: BitcoinNetworkKind;
  from: BitcoinSender;
  to: string;
  /** In sats. */
  value: bigint;
  speed: FeeSpeed;
}

/** What a send costs: its fee (sats) at its rate (sat/vB) for its vsize, and every speed's rate. */
interface BitcoinSendCost {
  fee: bigint;
  feeRate: number;
  vsize: number;
  speeds: FeeRates;
}

/** A send ready for the wallet: the PSBT, the inputs to sign, and what it pays. */
interface BitcoinTransferPlan extends TransferPsbt {
  fee: bigint;
  feeRate: number;
  vsize: number;
}

function receiverType(to: string, kind: BitcoinNetworkKind): BitcoinAddressType {
  const type = bitcoinAddressType(to, kind);
  if (!type)
    throw new PorticoError('INVALID_ADDRESS', 'Invalid address', {
      details: `${to} is not a bitcoin ${kind} address`,
    });
  return type;
}

/** The UTXOs and fee rates a send is planned with, read together. */
async function readChain({ esplora, kind, from, to, value, speed }: BitcoinTransferRequest) {
  if (value < 0n)
    throw new PorticoError('INVALID_AMOUNT', 'Invalid amount', { details: String(value) });
  const inputType = spendableInputType(from.address, kind);
  const toType = receiverType(to, kind);
  const [utxos, estimates] = await Promise.all([
    esplora.getUtxos(from.address),
    esplora.getFeeEstimates(),
  ]);
  const speeds = feeRatesFrom(estimates);
  return { utxos, speeds, feeRate: speeds[speed], inputType, toType };
}

/**
 * Plans a send: reads the sender's UTXOs and the fee estimates, picks the UTXOs
 * (`selectCoins`: typed refusals of dust and of insufficient funds) and builds the PSBT the
 * wallet signs. bitcoinjs-lib loads here, with the first plan.
 */
export async function planBitcoinTransfer(
  request: BitcoinTransferRequest,
): Promise<BitcoinTransferPlan> {
  const { utxos, feeRate, inputType, toType } = await readChain(request);
  const selection: CoinSelection = selectCoins({
    utxos,
    amount: request.value,
    feeRate,
    inputType,
    receiverType: toType,
    changeType: inputType,
  });
  const built = await buildTransferPsbt({
    kind: request.kind,
    from: request.from,
    to: request.to,
    amount: request.value,
    selection,
  });
  return { ...built, fee: selection.fee, feeRate, vsize: selection.vsize };
}

/**
 * What a send would cost, by the same selection as `planBitcoinTransfer` but without building
 * it (no bitcoinjs-lib). For `value` 0 — the "Max" button asking before there is an amount —
 * it is the fee of spending every UTXO to the one receiver output, with no change: what a send
 * of everything pays, so the most that can be sent is the balance less that fee. (No UTXOs at
 * all: the fee of one input, so the answer is never a free send.)
 */
export async function estimateBitcoinSendCost(
  request: BitcoinTransferRequest,
): Promise<BitcoinSendCost> {
  const { utxos, speeds, feeRate, inputType, toType } = await readChain(request);
  if (request.value === 0n) {
    const vsize = estimateVsize({
      inputType,
      inputCount: Math.max(1, utxos.length),
      outputs: [toType],
    });
    return { fee: feeOf(vsize, feeRate), feeRate, vsize, speeds };
  }
  const { fee, vsize } = selectCoins({
    utxos,
    amount: request.value,
    feeRate,
    inputType,
    receiverType: toType,
    changeType: inputType,
  });
  return { fee, feeRate, vsize, speeds };
}

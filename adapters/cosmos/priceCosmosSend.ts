import type { StdFee } from '@cosmjs/amino';
import { PorticoError } from '../../src/adapter/PorticoError';
import type { CosmosChainInfo } from './CosmosChainInfo';
import { CosmosInsufficientFundsError } from './CosmosInsufficientFundsError';
import { decodeCosmosAddress } from './cosmosAddress';
import type { CosmosClient } from './createCosmosClient';
import { feeFor, gasLimitFor, parseGasPrice } from './gasPrice';

/**
 * The gas a send is assumed to use when it cannot be simulated: the sender's key is unknown
 * (it never connected here) or it holds nothing (no account on chain yet). A bank send uses
 * 70 000 to 90 000 on the Cosmos Hub.
 */
export const DEFAULT_SEND_GAS = 100_000;

/** A priced send: its fee in the smallest unit, and the `StdFee` it is signed with. */
interface PricedCosmosSend {
  fee: bigint;
  gasLimit: bigint;
  stdFee: StdFee;
}

/** Refuses an address that is not an account of the chain (`INVALID_ADDRESS`). */
export function checkChainAddress(address: string, info: CosmosChainInfo, role: string): void {
  const decoded = decodeCosmosAddress(address);
  if (!decoded || decoded.prefix !== info.bech32Prefix.toLowerCase())
    throw new PorticoError('INVALID_ADDRESS', 'Invalid address', {
      details: `${role} ${address} is not an address of ${info.chainName} (${info.bech32Prefix}1…)`,
      params: { prefix: info.bech32Prefix },
    });
}

/**
 * The fee of sending `value` of the chain's native denom from `from` to `to`: the simulated gas
 * of a send (`simulateSendGas`, or `DEFAULT_SEND_GAS` when it cannot be simulated) times
 * `gasMultiplier`, rounded up, at the chain's gas price. Refuses before anything is signed: a
 * receiver or sender of another chain (`INVALID_ADDRESS`), a negative amount
 * (`INVALID_AMOUNT`), and a balance short of the amount and the fee (`INSUFFICIENT_FUNDS`).
 */
export async function priceCosmosSend({
  client,
  info,
  from,
  to,
  value,
  publicKey,
  gasMultiplier,
}: {
  client: Pick<CosmosClient, 'balance' | 'simulateSendGas'>;
  info: CosmosChainInfo;
  from: string;
  to: string;
  value: bigint;
  /** The sender's 33-byte key, when a wallet told it: needed to simulate. */
  publicKey: Uint8Array | undefined;
  gasMultiplier: number;
}): Promise<PricedCosmosSend> {
  checkChainAddress(to, info, 'The receiver');
  checkChainAddress(from, info, 'The sender');
  if (value < 0n)
    throw new PorticoError('INVALID_AMOUNT', 'Invalid amount', { details: `${value} is negative` });
  const price = parseGasPrice(info.gasPrice);
  const available = await client.balance(from, info.denom);
  let gas = DEFAULT_SEND_GAS;
  if (publicKey && available > 0n) {
    try {
      gas = await client.simulateSendGas(from, publicKey, info.denom);
    } catch (error) {
      if (error instanceof PorticoError) throw error;
      throw new PorticoError('FEE_UNAVAILABLE', 'The network fee could not be estimated', {
        details: error instanceof Error ? error.message : String(error),
        cause: error,
      });
    }
  }
  const gasLimit = gasLimitFor(gas, gasMultiplier);
  const fee = feeFor(gasLimit, price);
  if (available < value + fee)
    throw new CosmosInsufficientFundsError({
      needed: value + fee,
      available,
      symbol: info.symbol,
      decimals: info.decimals,
      denom: info.denom,
    });
  return {
    fee,
    gasLimit,
    stdFee: { amount: [{ denom: price.denom, amount: fee.toString() }], gas: gasLimit.toString() },
  };
}

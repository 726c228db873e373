import { PorticoError } from '../../src/adapter/PorticoError';

/** A gas price, exact: `numerator / denominator` of `denom`'s smallest unit per unit of gas. */
export interface GasPrice {
  numerator: bigint;
  denominator: bigint;
  denom: string;
}

// Cosmos SDK denoms: a letter, then letters, digits and / : . _ - (3 to 128 characters).
const GAS_PRICE = /^(\d+(?:\.\d+)?|\.\d+)([a-zA-Z][a-zA-Z0-9/:._-]{2,127})$/;

/** `0.025uatom` as an exact fraction and its denom; throws `INVALID_GAS_PRICE` otherwise. */
export function parseGasPrice(text: string): GasPrice {
  const match = GAS_PRICE.exec(text.trim());
  if (!match)
    throw new PorticoError('INVALID_GAS_PRICE', 'Invalid gas price', {
      details: `${text} is not an amount followed by a denom (e.g. 0.025uatom)`,
    });
  const [, amount = '', denom = ''] = match;
  const [whole = '', fraction = ''] = amount.split('.');
  return {
    numerator: BigInt(`${whole || '0'}${fraction}`),
    denominator: 10n ** BigInt(fraction.length),
    denom,
  };
}

/** The gas limit a send is given: the simulated gas times `multiplier`, rounded up. */
export function gasLimitFor(simulatedGas: number | bigint, multiplier: number): bigint {
  const gas = BigInt(simulatedGas);
  if (gas < 0n || !Number.isFinite(multiplier) || multiplier < 1)
    throw new PorticoError('FEE_UNAVAILABLE', 'The network fee could not be estimated', {
      details: `gas ${gas} × multiplier ${multiplier}`,
    });
  // Exact to a thousandth of the multiplier: 1.4 is 1400 / 1000.
  const scaled = BigInt(Math.round(multiplier * 1000));
  return (gas * scaled + 999n) / 1000n;
}

/** The fee of `gasLimit` gas at `price`, in the fee denom's smallest unit, rounded up (as the SDK checks it). */
export function feeFor(gasLimit: bigint, price: GasPrice): bigint {
  return (gasLimit * price.numerator + price.denominator - 1n) / price.denominator;
}

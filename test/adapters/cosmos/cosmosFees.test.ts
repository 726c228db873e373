/** @jest-environment node */
import { PorticoError } from '../../../src/adapter/PorticoError';
import {
  CosmosTransactionError,
  toCosmosTransactionError,
} from '../../../adapters/cosmos/CosmosTransactionError';
import { CosmosInsufficientFundsError } from '../../../adapters/cosmos/CosmosInsufficientFundsError';
import { cosmosLocal } from '../../../adapters/cosmos/cosmosNetworks';
import { feeFor, gasLimitFor, parseGasPrice } from '../../../adapters/cosmos/gasPrice';
import { DEFAULT_SEND_GAS, priceCosmosSend } from '../../../adapters/cosmos/priceCosmosSend';
import { DEV_ACCOUNTS, hexToBytes } from './cosmosTestKeys';

const [ALICE, BOB] = DEV_ACCOUNTS;
const { info } = cosmosLocal('http://127.0.0.1:1');
const OSMO_RECEIVER = 'osmo1qurswpc8qurswpc8qurswpc8qurswpc8mg52kn';

describe('gas price and fee arithmetic', () => {
  it('default: 0.025uatom is 25/1000 uatom per gas; other forms parse exactly', () => {
    expect(parseGasPrice('0.025uatom')).toEqual({
      numerator: 25n,
      denominator: 1000n,
      denom: 'uatom',
    });
    expect(parseGasPrice('1uosmo')).toEqual({ numerator: 1n, denominator: 1n, denom: 'uosmo' });
    expect(parseGasPrice('.5ibc/27394FB092D2ECCD')).toMatchObject({
      numerator: 5n,
      denominator: 10n,
    });
  });

  it.each(['', 'uatom', '0.025', '0.025 uatom', '-1uatom', '1.uatom', '0.025u'])(
    'error: %j is not a gas price',
    (text) =>
      expect(() => parseGasPrice(text)).toThrow(
        expect.objectContaining({ code: 'INVALID_GAS_PRICE' }),
      ),
  );

  it('default: the gas limit is the simulated gas × 1.4, rounded up; the fee is limit × price, rounded up', () => {
    expect(gasLimitFor(80_000, 1.4)).toBe(112_000n);
    expect(gasLimitFor(80_001, 1.4)).toBe(112_002n); // 112 001.4 → up
    expect(feeFor(112_000n, parseGasPrice('0.025uatom'))).toBe(2_800n);
    expect(feeFor(112_001n, parseGasPrice('0.025uatom'))).toBe(2_801n); // 2 800.025 → up
    expect(feeFor(0n, parseGasPrice('0.025uatom'))).toBe(0n);
  });

  it('error: a multiplier below 1 cannot price a send', () => {
    expect(() => gasLimitFor(80_000, 0.5)).toThrow(
      expect.objectContaining({ code: 'FEE_UNAVAILABLE' }),
    );
  });
});

describe('priceCosmosSend', () => {
  const client = (balance: bigint, gas = 80_000) => ({
    balance: jest.fn(async () => balance),
    simulateSendGas: jest.fn(async () => gas),
  });
  const publicKey = hexToBytes(ALICE.publicKey);
  const price = (overrides: Partial<Parameters<typeof priceCosmosSend>[0]> = {}) =>
    priceCosmosSend({
      client: client(1_000_000_000n),
      info,
      from: ALICE.address,
      to: BOB.address,
      value: 1_000_000n,
      publicKey,
      gasMultiplier: 1.4,
      ...overrides,
    });

  it('default: fee = simulated gas × 1.4 × gas price, with the StdFee it is signed with', async () => {
    const fake = client(1_000_000_000n);
    await expect(price({ client: fake })).resolves.toEqual({
      fee: 2_800n,
      gasLimit: 112_000n,
      stdFee: { amount: [{ denom: 'uatom', amount: '2800' }], gas: '112000' },
    });
    // A self-send of one unit: the fee does not depend on the amount or the receiver.
    expect(fake.simulateSendGas).toHaveBeenCalledWith(ALICE.address, publicKey, 'uatom');
    expect(fake.balance).toHaveBeenCalledWith(ALICE.address, 'uatom');
  });

  it('edge: the whole balance less the fee fits exactly; one unit more does not', async () => {
    await expect(price({ client: client(1_002_800n) })).resolves.toMatchObject({ fee: 2_800n });
    const error = await price({ client: client(1_002_799n) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CosmosInsufficientFundsError);
    expect(error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      shortMessage: 'Not enough ATOM to cover the amount and the network fee',
      params: { needed: '1.0028', available: '1.002799', symbol: 'ATOM' },
      needed: 1_002_800n,
      available: 1_002_799n,
    });
  });

  it('edge: without the sender’s key, or with nothing to simulate from, the default gas is assumed', async () => {
    const noKey = client(1_000_000_000n);
    await expect(price({ client: noKey, publicKey: undefined })).resolves.toMatchObject({
      gasLimit: gasLimitFor(DEFAULT_SEND_GAS, 1.4),
      fee: 3_500n,
    });
    expect(noKey.simulateSendGas).not.toHaveBeenCalled();
    const empty = client(0n);
    await expect(price({ client: empty })).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      params: { needed: '1.0035', available: '0', symbol: 'ATOM' },
    });
    expect(empty.simulateSendGas).not.toHaveBeenCalled();
  });

  it('error: a receiver (or sender) of another chain is INVALID_ADDRESS, before any read', async () => {
    const fake = client(1_000_000_000n);
    await expect(price({ client: fake, to: OSMO_RECEIVER })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
      params: { prefix: 'cosmos' },
      details: expect.stringMatching(/The receiver osmo1.* is not an address of Cosmos Local/),
    });
    await expect(price({ client: fake, to: 'cosmos1nope' })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    });
    await expect(price({ client: fake, from: OSMO_RECEIVER })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    });
    expect(fake.balance).not.toHaveBeenCalled();
  });

  it('error: a failed simulation is FEE_UNAVAILABLE with the node’s reason', async () => {
    const failing = {
      balance: async () => 1_000_000_000n,
      simulateSendGas: async () => {
        throw new Error('Query failed with (6): unknown request');
      },
    };
    await expect(price({ client: failing })).rejects.toMatchObject({
      code: 'FEE_UNAVAILABLE',
      details: 'Query failed with (6): unknown request',
    });
  });
});

describe('toCosmosTransactionError (SDK codes)', () => {
  it.each([
    [5, 'INSUFFICIENT_FUNDS'],
    [13, 'FEE_TOO_LOW'],
    [32, 'SEQUENCE_MISMATCH'],
    [4, 'SIGNATURE_REJECTED'],
    [11, 'TRANSACTION_FAILED'],
    [2, 'TRANSACTION_FAILED'],
  ])('default: sdk code %i is %s, with the log in details', (txCode, code) => {
    const error = toCosmosTransactionError({ txCode, codespace: 'sdk', log: 'why: it failed' });
    expect(error).toBeInstanceOf(CosmosTransactionError);
    expect(error).toBeInstanceOf(PorticoError);
    expect(error).toMatchObject({
      code,
      txCode,
      codespace: 'sdk',
      log: 'why: it failed',
      details: `sdk code ${txCode}: why: it failed`,
      params: { txCode, codespace: 'sdk' },
    });
  });

  it('edge: a block’s result (no codespace) is read as the SDK’s; another module’s code is TRANSACTION_FAILED', () => {
    expect(toCosmosTransactionError({ txCode: 5 }).code).toBe('INSUFFICIENT_FUNDS');
    expect(toCosmosTransactionError({ txCode: 5, codespace: 'wasm' }).code).toBe(
      'TRANSACTION_FAILED',
    );
  });
});

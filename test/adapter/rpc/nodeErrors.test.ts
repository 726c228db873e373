/** @jest-environment node */
import { AbiCoder } from 'ethers';
import {
  decodeRevertReason,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NodeError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  parseNodeError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
} from '../../../adapters/eip155/nodeErrors';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import { createHttpTransport } from '../../../src/adapter/rpc/createHttpTransport';
import { HttpRequestError } from '../../../src/adapter/rpc/rpcErrors';
import { startJsonRpcServer } from '../../support/startJsonRpcServer';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** `Error(string)` revert data, encoded by ethers rather than by the code under test. */
const errorData = (reason: string) =>
  `0x08c379a0${AbiCoder.defaultAbiCoder().encode(['string'], [reason]).slice(2)}`;
const panicData = (code: number) =>
  `0x4e487b71${AbiCoder.defaultAbiCoder().encode(['uint256'], [code]).slice(2)}`;

// Messages as nodes send them: "anvil" ones were captured from anvil 1.x (the dev dependency);
// "geth" ones follow go-ethereum's core/error.go and the context it appends.
const CASES = [
  [
    'anvil',
    'nonce too low',
    NonceTooLowError,
    'NONCE_TOO_LOW',
    "The nonce is lower than the account's next nonce",
  ],
  [
    'geth',
    `nonce too low: address ${ADDRESS}, tx: 0 state: 5`,
    NonceTooLowError,
    'NONCE_TOO_LOW',
    "The nonce is lower than the account's next nonce",
  ],
  [
    'parity',
    'Transaction nonce is too low. Try incrementing the nonce.',
    NonceTooLowError,
    'NONCE_TOO_LOW',
    "The nonce is lower than the account's next nonce",
  ],
  [
    'geth',
    `nonce too high: address ${ADDRESS}, tx: 9 state: 5`,
    NonceTooHighError,
    'NONCE_TOO_HIGH',
    "The nonce is higher than the account's next nonce",
  ],
  [
    'geth',
    `nonce has max value: address ${ADDRESS}, nonce: 18446744073709551615`,
    NonceMaxValueError,
    'NONCE_MAX_VALUE',
    'The nonce has reached its maximum value',
  ],
  [
    'anvil',
    'Insufficient funds for gas * price + value',
    InsufficientFundsError,
    'INSUFFICIENT_FUNDS',
    'Insufficient funds: gas * fee + value exceeds the account balance',
  ],
  [
    'geth',
    `insufficient funds for gas * price + value: address ${ADDRESS} have 0 want 21000`,
    InsufficientFundsError,
    'INSUFFICIENT_FUNDS',
    'Insufficient funds: gas * fee + value exceeds the account balance',
  ],
  [
    'anvil',
    'max fee per gas less than block base fee',
    FeeCapTooLowError,
    'FEE_CAP_TOO_LOW',
    'The max fee per gas is lower than the block base fee',
  ],
  [
    'geth',
    `max fee per gas less than block base fee: address ${ADDRESS}, maxFeePerGas: 1, baseFee: 7`,
    FeeCapTooLowError,
    'FEE_CAP_TOO_LOW',
    'The max fee per gas is lower than the block base fee',
  ],
  [
    'erigon',
    'fee cap less than block base fee',
    FeeCapTooLowError,
    'FEE_CAP_TOO_LOW',
    'The max fee per gas is lower than the block base fee',
  ],
  [
    'geth',
    `max fee per gas higher than 2^256-1: address ${ADDRESS}, maxFeePerGas bit length: 257`,
    FeeCapTooHighError,
    'FEE_CAP_TOO_HIGH',
    'The max fee per gas is higher than the largest possible value (2^256-1)',
  ],
  [
    'anvil',
    'max priority fee per gas higher than max fee per gas',
    TipAboveFeeCapError,
    'TIP_ABOVE_FEE_CAP',
    'The max priority fee per gas is higher than the max fee per gas',
  ],
  [
    'geth',
    `max priority fee per gas higher than max fee per gas: address ${ADDRESS}, maxPriorityFeePerGas: 2, maxFeePerGas: 1`,
    TipAboveFeeCapError,
    'TIP_ABOVE_FEE_CAP',
    'The max priority fee per gas is higher than the max fee per gas',
  ],
  [
    'anvil',
    'intrinsic gas too low',
    IntrinsicGasTooLowError,
    'INTRINSIC_GAS_TOO_LOW',
    'The gas limit is lower than the transaction needs',
  ],
  [
    'geth',
    'intrinsic gas too low: have 100, want 21000',
    IntrinsicGasTooLowError,
    'INTRINSIC_GAS_TOO_LOW',
    'The gas limit is lower than the transaction needs',
  ],
  [
    'anvil',
    'intrinsic gas too high -- tx.gas_limit > env.block.gas_limit',
    IntrinsicGasTooHighError,
    'INTRINSIC_GAS_TOO_HIGH',
    'The gas limit is higher than the block gas limit',
  ],
  [
    'geth',
    'exceeds block gas limit',
    IntrinsicGasTooHighError,
    'INTRINSIC_GAS_TOO_HIGH',
    'The gas limit is higher than the block gas limit',
  ],
  [
    'geth',
    'transaction type not supported',
    TransactionTypeNotSupportedError,
    'TRANSACTION_TYPE_NOT_SUPPORTED',
    'The node does not support this transaction type',
  ],
  [
    'anvil',
    "EIP-1559 style fee params (maxFeePerGas or maxPriorityFeePerGas) received but they are not supported by the current hardfork.\n\nYou can use them by running anvil with '--hardfork london' or later.",
    TransactionTypeNotSupportedError,
    'TRANSACTION_TYPE_NOT_SUPPORTED',
    'The node does not support this transaction type',
  ],
  [
    'anvil',
    "Access list received but is not supported by the current hardfork.\n\nYou can use it by running anvil with '--hardfork berlin' or later.",
    TransactionTypeNotSupportedError,
    'TRANSACTION_TYPE_NOT_SUPPORTED',
    'The node does not support this transaction type',
  ],
] as const;

describe('parseNodeError', () => {
  it.each(CASES)('behavior: %s message "%s"', (_, message, ErrorClass, code, shortMessage) => {
    const raw = { code: -32003, message };
    const error = parseNodeError(raw);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(NodeError);
    expect(error).toBeInstanceOf(PorticoError);
    expect(error).toMatchObject({ name: ErrorClass.name, code, shortMessage, details: message });
    expect(error.cause).toBe(raw);
  });

  describe('execution reverted', () => {
    it('behavior: with a reason in the message (anvil, geth)', () => {
      const raw = { code: 3, message: 'execution reverted: nope', data: errorData('nope') };
      const error = parseNodeError(raw);
      expect(error).toBeInstanceOf(ExecutionRevertedError);
      expect(error).toMatchObject({
        code: 'EXECUTION_REVERTED',
        shortMessage: 'Execution reverted: nope',
        reason: 'nope',
        data: errorData('nope'),
        details: 'execution reverted: nope',
      });
    });

    it('behavior: without a reason (anvil, bare revert)', () => {
      const error = parseNodeError({ code: 3, message: 'execution reverted', data: '0x' });
      expect(error).toMatchObject({
        name: 'ExecutionRevertedError',
        shortMessage: 'Execution reverted for an unknown reason',
        reason: undefined,
        data: '0x',
      });
    });

    it('behavior: the reason is decoded from Error(string) data when the message lacks it', () => {
      const error = parseNodeError({
        code: 3,
        message: 'execution reverted',
        data: errorData('Ownable: caller is not the owner'),
      });
      expect(error.shortMessage).toBe('Execution reverted: Ownable: caller is not the owner');
    });

    it('behavior: code 3 alone means a revert; Panic(uint256) data names the panic', () => {
      const error = parseNodeError({
        code: 3,
        message: 'VM execution error.',
        data: panicData(0x11),
      });
      expect(error.shortMessage).toBe(
        'Execution reverted: panic 0x11 (arithmetic overflow or underflow)',
      );
    });

    it('behavior: a custom error keeps its data for the caller to decode', () => {
      const error = parseNodeError({ code: 3, message: 'execution reverted', data: '0xdeadbeef' });
      expect(error).toMatchObject({
        shortMessage: 'Execution reverted for an unknown reason',
        data: '0xdeadbeef',
      });
    });

    it.each([
      [
        "VM Exception while processing transaction: reverted with reason string 'Not owner'",
        'Not owner',
      ],
      ['VM Exception while processing transaction: revert Not owner', 'Not owner'],
    ])('behavior: hardhat and ganache texts: %s', (message, reason) => {
      expect(parseNodeError({ code: -32603, message })).toMatchObject({
        name: 'ExecutionRevertedError',
        reason,
      });
    });

    it('behavior: a revert whose reason mentions insufficient funds stays a revert', () => {
      const error = parseNodeError({
        code: 3,
        message: 'execution reverted: ERC20: insufficient funds',
      });
      expect(error).toMatchObject({
        name: 'ExecutionRevertedError',
        shortMessage: 'Execution reverted: ERC20: insufficient funds',
      });
    });
  });

  describe('inputs', () => {
    it('behavior: reads a ProviderRpcError from the HTTP transport (details and data)', async () => {
      const server = await startJsonRpcServer(() => ({
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          error: { code: 3, message: 'execution reverted: nope', data: errorData('nope') },
        }),
      }));
      try {
        const thrown = await createHttpTransport(server.url)
          .request({ method: 'eth_call' })
          .catch((error: unknown) => error);
        expect(thrown).toBeInstanceOf(ProviderRpcError);
        expect(parseNodeError(thrown)).toMatchObject({
          name: 'ExecutionRevertedError',
          reason: 'nope',
          cause: thrown,
        });
      } finally {
        await server.close();
      }
      const wrapped = new ProviderRpcError(-32003, 'nonce too low');
      expect(parseNodeError(wrapped)).toBeInstanceOf(NonceTooLowError);
    });

    it('behavior: reads errors nested the way ethers wraps them', () => {
      const coalesced = Object.assign(new Error('could not coalesce error'), {
        error: { code: -32000, message: 'intrinsic gas too low' },
      });
      expect(parseNodeError(coalesced)).toBeInstanceOf(IntrinsicGasTooLowError);
      const withInfo = Object.assign(new Error('execution reverted (unknown custom error)'), {
        info: { error: { code: 3, message: 'execution reverted', data: errorData('sold out') } },
      });
      expect(parseNodeError(withInfo).shortMessage).toBe('Execution reverted: sold out');
      expect(
        parseNodeError(new Error('cause chain', { cause: { message: 'nonce too high' } })),
      ).toBeInstanceOf(NonceTooHighError);
    });

    it('behavior: an unknown node message becomes UnknownNodeError', () => {
      const raw = { code: -32000, message: 'already known' };
      const error = parseNodeError(raw);
      expect(error).toBeInstanceOf(UnknownNodeError);
      expect(error).toMatchObject({
        code: 'UNKNOWN_NODE_ERROR',
        shortMessage: 'The node returned an unknown error',
        details: 'already known',
        cause: raw,
      });
      expect(parseNodeError('boom')).toMatchObject({ name: 'UnknownNodeError', details: 'boom' });
      expect(parseNodeError(undefined)).toMatchObject({
        name: 'UnknownNodeError',
        details: undefined,
      });
    });

    it('behavior: a typed error that no node message explains is kept', () => {
      const httpError = new HttpRequestError({ url: 'http://127.0.0.1:1', status: 500 });
      expect(parseNodeError(httpError)).toBe(httpError);
      const rejected = new ProviderRpcError(4001, 'User rejected');
      expect(parseNodeError(rejected)).toBe(rejected);
      const nodeError = new NonceTooLowError();
      expect(parseNodeError(nodeError)).toBe(nodeError);
    });
  });
});

describe('decodeRevertReason', () => {
  it.each(['nope', '', 'café ✓ 🚀', 'x'.repeat(100)])(
    'behavior: decodes Error(string) "%s"',
    (reason) => {
      expect(decodeRevertReason(errorData(reason))).toBe(reason || undefined);
    },
  );

  it('behavior: names panics, unknown ones too', () => {
    expect(decodeRevertReason(panicData(1))).toBe('panic 0x01 (assertion failed)');
    expect(decodeRevertReason(panicData(0x32))).toBe('panic 0x32 (array index out of bounds)');
    expect(decodeRevertReason(panicData(0x99))).toBe('panic 0x99 (unknown panic)');
  });

  it('behavior: undefined for custom errors and truncated or invalid data', () => {
    expect(decodeRevertReason('0xdeadbeef')).toBeUndefined();
    expect(decodeRevertReason(errorData('nope').slice(0, -64))).toBeUndefined();
    expect(decodeRevertReason('0x08c379a0')).toBeUndefined();
    const invalidUtf8 = `0x08c379a0${'0'.repeat(62)}20${'0'.repeat(62)}01ff${'0'.repeat(62)}`;
    expect(decodeRevertReason(invalidUtf8)).toBeUndefined();
  });
});

import type { PorticoErrorOptions } from '../../src/adapter/PorticoError';
import { PorticoError } from '../../src/adapter/PorticoError';

/** Base of the errors an EVM node reports; `details` keeps the node's words. */
export class NodeError extends PorticoError {
  override readonly name: string = 'NodeError';
}

/** The call or transaction reverted; `reason` is the revert string when the node gave or encoded one. */
export class ExecutionRevertedError extends NodeError {
  override readonly name = 'ExecutionRevertedError';
  readonly reason: string | undefined;
  /** The raw revert data (`0x…`), for callers that can decode custom errors with an ABI. */
  readonly data: string | undefined;

  constructor(
    reason: string | undefined,
    data: string | undefined,
    options: PorticoErrorOptions = {},
  ) {
    super(
      'EXECUTION_REVERTED',
      reason ? `Execution reverted: ${reason}` : 'Execution reverted for an unknown reason',
      options,
    );
    this.reason = reason;
    this.data = data;
  }
}

export class FeeCapTooHighError extends NodeError {
  override readonly name = 'FeeCapTooHighError';
  constructor(options: PorticoErrorOptions = {}) {
    super(
      'FEE_CAP_TOO_HIGH',
      'The max fee per gas is higher than the largest possible value (2^256-1)',
      options,
    );
  }
}

export class FeeCapTooLowError extends NodeError {
  override readonly name = 'FeeCapTooLowError';
  constructor(options: PorticoErrorOptions = {}) {
    super('FEE_CAP_TOO_LOW', 'The max fee per gas is lower than the block base fee', options);
  }
}

export class NonceTooHighError extends NodeError {
  override readonly name = 'NonceTooHighError';
  constructor(options: PorticoErrorOptions = {}) {
    super('NONCE_TOO_HIGH', "The nonce is higher than the account's next nonce", options);
  }
}

export class NonceTooLowError extends NodeError {
  override readonly name = 'NonceTooLowError';
  constructor(options: PorticoErrorOptions = {}) {
    super('NONCE_TOO_LOW', "The nonce is lower than the account's next nonce", options);
  }
}

export class NonceMaxValueError extends NodeError {
  override readonly name = 'NonceMaxValueError';
  constructor(options: PorticoErrorOptions = {}) {
    super('NONCE_MAX_VALUE', 'The nonce has reached its maximum value', options);
  }
}

export class InsufficientFundsError extends NodeError {
  override readonly name = 'InsufficientFundsError';
  constructor(options: PorticoErrorOptions = {}) {
    super(
      'INSUFFICIENT_FUNDS',
      'Insufficient funds: gas * fee + value exceeds the account balance',
      options,
    );
  }
}

export class IntrinsicGasTooHighError extends NodeError {
  override readonly name = 'IntrinsicGasTooHighError';
  constructor(options: PorticoErrorOptions = {}) {
    super('INTRINSIC_GAS_TOO_HIGH', 'The gas limit is higher than the block gas limit', options);
  }
}

export class IntrinsicGasTooLowError extends NodeError {
  override readonly name = 'IntrinsicGasTooLowError';
  constructor(options: PorticoErrorOptions = {}) {
    super('INTRINSIC_GAS_TOO_LOW', 'The gas limit is lower than the transaction needs', options);
  }
}

export class TransactionTypeNotSupportedError extends NodeError {
  override readonly name = 'TransactionTypeNotSupportedError';
  constructor(options: PorticoErrorOptions = {}) {
    super(
      'TRANSACTION_TYPE_NOT_SUPPORTED',
      'The node does not support this transaction type',
      options,
    );
  }
}

export class TipAboveFeeCapError extends NodeError {
  override readonly name = 'TipAboveFeeCapError';
  constructor(options: PorticoErrorOptions = {}) {
    super(
      'TIP_ABOVE_FEE_CAP',
      'The max priority fee per gas is higher than the max fee per gas',
      options,
    );
  }
}

export class UnknownNodeError extends NodeError {
  override readonly name = 'UnknownNodeError';
  constructor(options: PorticoErrorOptions = {}) {
    super('UNKNOWN_NODE_ERROR', 'The node returned an unknown error', options);
  }
}

/**
 * Message texts of geth, anvil, erigon, hardhat, ganache and parity. Revert comes first: a revert
 * reason may itself say "insufficient funds" and must stay a revert.
 */
const REVERT =
  /execution reverted|VM Exception while processing transaction: revert|reverted with (reason string|custom error|panic code)/i;
const REVERT_REASONS = [
  /execution reverted:\s*(.+)/is,
  /reverted with reason string '(.*)'/is,
  /VM Exception while processing transaction: revert\s+(.+)/is,
];
const NODE_ERRORS: readonly (readonly [RegExp, new (options: PorticoErrorOptions) => NodeError])[] =
  [
    [/(max fee per gas|fee cap) higher than 2\^256-1/i, FeeCapTooHighError],
    [
      /(max fee per gas|fee cap) less than block base fee|transaction is outdated/i,
      FeeCapTooLowError,
    ],
    [/nonce too high/i, NonceTooHighError],
    [/nonce (is )?too low/i, NonceTooLowError],
    [/nonce has max value/i, NonceMaxValueError],
    [/insufficient funds|exceeds transaction sender account balance/i, InsufficientFundsError],
    [/intrinsic gas too high|gas limit reached|exceeds block gas limit/i, IntrinsicGasTooHighError],
    [/intrinsic gas too low/i, IntrinsicGasTooLowError],
    [
      /transaction type not (supported|valid)|not supported by the current hardfork/i,
      TransactionTypeNotSupportedError,
    ],
    [
      /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i,
      TipAboveFeeCapError,
    ],
  ];

/** Solidity panic codes, as `Panic(uint256)` revert data carries them. */
const PANICS: Record<number, string> = {
  0x01: 'assertion failed',
  0x11: 'arithmetic overflow or underflow',
  0x12: 'division or modulo by zero',
  0x21: 'invalid enum value',
  0x22: 'invalid storage byte array',
  0x31: 'pop on an empty array',
  0x32: 'array index out of bounds',
  0x41: 'out of memory',
  0x51: 'call to an uninitialised function',
};

/** The reason in `Error(string)` or `Panic(uint256)` revert data; undefined for anything else. */
export function decodeRevertReason(data: string): string | undefined {
  const hex = data.toLowerCase();
  const word = (at: number) => Number.parseInt(hex.slice(10 + at * 2, 10 + at * 2 + 64), 16);
  if (hex.startsWith('0x4e487b71') && hex.length === 74) {
    const code = word(0);
    return `panic 0x${code.toString(16).padStart(2, '0')} (${PANICS[code] ?? 'unknown panic'})`;
  }
  if (!hex.startsWith('0x08c379a0')) return undefined;
  const offset = word(0);
  const length = word(offset);
  const start = 10 + (offset + 32) * 2;
  const text = hex.slice(start, start + length * 2);
  if (!Number.isSafeInteger(length) || text.length !== length * 2 || !/^[0-9a-f]*$/.test(text))
    return undefined;
  try {
    // UTF-8 bytes to text without TextDecoder, which some test environments lack.
    return decodeURIComponent(text.replace(/../g, '%$&')) || undefined;
  } catch {
    return undefined;
  }
}

interface Facts {
  texts: string[];
  data: string | undefined;
  /** EIP-1474 code 3 ("execution error") is what nodes send with a revert. */
  executionError: boolean;
}

const NESTED_KEYS = ['error', 'cause', 'info', 'data'] as const;

/** Gathers the node's messages, revert data and codes from an error and what it wraps. */
function collect(value: unknown, facts: Facts, depth: number): void {
  if (typeof value === 'string') {
    if (/^0x[0-9a-f]*$/i.test(value)) facts.data ??= value;
    else facts.texts.push(value);
    return;
  }
  if (typeof value !== 'object' || value === null || depth > 5) return;
  const record = value as Record<string, unknown>;
  // A PorticoError's message is ours; the node's own words are in `details`.
  const text = value instanceof PorticoError ? record.details : record.message;
  if (typeof text === 'string') facts.texts.push(text);
  if (record.code === 3 || record.rpcCode === 3) facts.executionError = true;
  for (const key of NESTED_KEYS) collect(record[key], facts, depth + 1);
}

/**
 * Turns what a node (or a library wrapping its answer, such as a `ProviderRpcError` or an ethers
 * error) reported into a typed node error. A PorticoError that no node message explains is
 * returned unchanged; anything else becomes an `UnknownNodeError`.
 */
export function parseNodeError(error: unknown): PorticoError {
  if (error instanceof NodeError) return error;
  const facts: Facts = { texts: [], data: undefined, executionError: false };
  collect(error, facts, 0);
  const revertText = facts.texts.find((text) => REVERT.test(text));
  if (revertText !== undefined || facts.executionError) {
    const fromText = REVERT_REASONS.map((pattern) => revertText?.match(pattern)?.[1]?.trim()).find(
      Boolean,
    );
    const reason = fromText ?? (facts.data ? decodeRevertReason(facts.data) : undefined);
    return new ExecutionRevertedError(reason, facts.data, {
      details: revertText ?? facts.texts[0],
      cause: error,
    });
  }
  for (const [pattern, NodeErrorClass] of NODE_ERRORS) {
    const text = facts.texts.find((candidate) => pattern.test(candidate));
    if (text !== undefined) return new NodeErrorClass({ details: text, cause: error });
  }
  if (error instanceof PorticoError) return error;
  return new UnknownNodeError({ details: facts.texts[0], cause: error });
}

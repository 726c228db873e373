/**
 * Builds a v0.8 PackedUserOperation (the struct EntryPoint.handleOps and getUserOpHash take)
 * from the unpacked fields of the ERC-4337 JSON-RPC form:
 * - `initCode` = factory ‖ factoryData (empty when the account exists),
 * - `accountGasLimits` = verificationGasLimit (16 B) ‖ callGasLimit (16 B),
 * - `gasFees` = maxPriorityFeePerGas (16 B) ‖ maxFeePerGas (16 B),
 * - `paymasterAndData` = paymaster ‖ paymasterVerificationGasLimit (16 B) ‖
 *   paymasterPostOpGasLimit (16 B) ‖ paymasterData (empty without a paymaster).
 */
import { concat, getAddress, toBeHex } from 'ethers';
import { SIMPLE_ACCOUNT_INTERFACE, SMART_ACCOUNT_FACTORY_INTERFACE } from './artifacts.mjs';

/** @param {bigint | number | string} value a uint128 as 16 bytes (toBeHex accepts odd-length hex). */
const uint128 = (value) => toBeHex(BigInt(value), 16);

/**
 * @typedef {{
 *   sender: string, nonce: bigint | number | string,
 *   factory?: string | null, factoryData?: string,
 *   callData: string,
 *   callGasLimit: bigint | number | string, verificationGasLimit: bigint | number | string,
 *   preVerificationGas: bigint | number | string,
 *   maxFeePerGas: bigint | number | string, maxPriorityFeePerGas: bigint | number | string,
 *   paymaster?: string | null, paymasterVerificationGasLimit?: bigint | number | string,
 *   paymasterPostOpGasLimit?: bigint | number | string, paymasterData?: string,
 *   signature?: string,
 * }} UserOperation
 * @typedef {{
 *   sender: string, nonce: bigint, initCode: string, callData: string, accountGasLimits: string,
 *   preVerificationGas: bigint, gasFees: string, paymasterAndData: string, signature: string,
 * }} PackedUserOperation
 */

/**
 * @param {UserOperation} op
 * @returns {PackedUserOperation}
 */
export function packUserOperation(op) {
  return {
    sender: getAddress(op.sender),
    nonce: BigInt(op.nonce),
    initCode: op.factory ? concat([getAddress(op.factory), op.factoryData ?? '0x']) : '0x',
    callData: op.callData,
    accountGasLimits: concat([uint128(op.verificationGasLimit), uint128(op.callGasLimit)]),
    preVerificationGas: BigInt(op.preVerificationGas),
    gasFees: concat([uint128(op.maxPriorityFeePerGas), uint128(op.maxFeePerGas)]),
    paymasterAndData: op.paymaster
      ? concat([
          getAddress(op.paymaster),
          uint128(op.paymasterVerificationGasLimit ?? 0n),
          uint128(op.paymasterPostOpGasLimit ?? 0n),
          op.paymasterData ?? '0x',
        ])
      : '0x',
    signature: op.signature ?? '0x',
  };
}

/**
 * `factoryData` (and the ERC-6492 factory calldata) for a SmartAccount: `createAccount(owner,
 * salt)` on the SmartAccountFactory.
 * @param {string} owner
 * @param {bigint | number} [salt]
 * @returns {string}
 */
export function createAccountData(owner, salt = 0n) {
  return SMART_ACCOUNT_FACTORY_INTERFACE.encodeFunctionData('createAccount', [owner, salt]);
}

/**
 * `callData` for one call: the account's `execute(to, value, data)`.
 * @param {string} to
 * @param {bigint | number} value
 * @param {string} [data]
 * @returns {string}
 */
export function executeCallData(to, value, data = '0x') {
  return SIMPLE_ACCOUNT_INTERFACE.encodeFunctionData('execute', [to, value, data]);
}

/**
 * `callData` for several calls in one operation: the account's v0.8 `executeBatch(Call[])`,
 * `Call` being `{ target, value, data }`. It reverts as a whole when one call fails.
 * @param {{ to: string, value?: bigint | number, data?: string }[]} calls
 * @returns {string}
 */
export function executeBatchCallData(calls) {
  return SIMPLE_ACCOUNT_INTERFACE.encodeFunctionData('executeBatch', [
    calls.map(({ to, value = 0n, data = '0x' }) => ({ target: to, value, data })),
  ]);
}

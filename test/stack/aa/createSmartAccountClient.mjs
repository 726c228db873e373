/**
 * A client for one SmartAccount (contracts/SmartAccount.sol), for a holder of its owner key: the
 * secure-site stand-in, which keeps users' keys server-side. It sends calls as ERC-4337 v0.8
 * user operations through a bundler (Alto), and signs messages as the account: ERC-1271 once
 * deployed, ERC-6492-wrapped before. It speaks plain JSON-RPC to the chain and the bundler, each
 * call with a deadline; ethers only encodes and signs.
 */
import { AbiCoder, Wallet, concat, getAddress, isHexString, toQuantity } from 'ethers';
import { ENTRY_POINT_INTERFACE, SMART_ACCOUNT_FACTORY_INTERFACE } from './artifacts.mjs';
import { ENTRY_POINT_ADDRESS } from './deployAccountAbstraction.mjs';
import { jsonRpcRequest } from '../jsonRpcRequest.mjs';
import {
  createAccountData,
  executeBatchCallData,
  executeCallData,
  packUserOperation,
} from './packUserOperation.mjs';
import { userOperationHash } from './signUserOperation.mjs';

/** ERC-6492's suffix: a signature ending in it is `abi.encode(factory, calldata, signature)`. */
export const ERC6492_MAGIC_BYTES =
  '0x6492649264926492649264926492649264926492649264926492649264926492';

const RECEIPT_POLL_MS = 100;

/**
 * Gas estimation simulates the op, signature check included, before there is a signature: a
 * well-formed 65-byte one (r, s in range, v 27/28) from a throwaway key stands in. Malformed
 * bytes would make OpenZeppelin's ECDSA.recover revert (AA23) instead of merely not matching.
 */
const DUMMY_SIGNATURE = new Wallet(`0x${'11'.repeat(32)}`).signingKey.sign(
  `0x${'22'.repeat(32)}`,
).serialized;

const sleep = (/** @type {number} */ ms) =>
  new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/**
 * Throws unless `value` is a 0x hex quantity (what the bundler's numeric fields must be).
 * @param {unknown} value
 * @param {string} what
 */
function quantity(value, what) {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw new Error(`bundler: ${what} is not a hex quantity: ${JSON.stringify(value)}`);
  }
  return BigInt(value);
}

/**
 * @typedef {{ to: string, value?: bigint | number, data?: string }} Call
 * @typedef {{
 *   sender: string, nonce: string, factory?: string, factoryData?: string, callData: string,
 *   callGasLimit: string, verificationGasLimit: string, preVerificationGas: string,
 *   maxFeePerGas: string, maxPriorityFeePerGas: string, signature: string,
 * }} RpcUserOperation the unpacked v0.8 user operation of eth_sendUserOperation, quantities in hex
 * @typedef {{
 *   userOpHash: string, success: boolean, sender: string, nonce: string, actualGasUsed: string,
 *   reason?: string, receipt: { transactionHash: string, blockNumber: string, status: string },
 * }} UserOperationReceipt the bundler's eth_getUserOperationReceipt answer (main fields)
 */

/**
 * @param {{
 *   rpcUrl: string, bundlerUrl: string, chainId: bigint | number,
 *   owner: import('ethers').BaseWallet, factory: string, salt?: bigint,
 *   entryPoint?: string, timeoutMs?: number,
 * }} options `owner` signs everything; `factory` is the SmartAccountFactory (see
 *   deployAccountAbstraction); `timeoutMs`, a guard against a hang (default 5 minutes), bounds
 *   each JSON-RPC call and, by default, waitForReceipt.
 */
export function createSmartAccountClient({
  rpcUrl,
  bundlerUrl,
  chainId,
  owner,
  factory,
  salt = 0n,
  entryPoint = ENTRY_POINT_ADDRESS,
  timeoutMs = 5 * 60_000,
}) {
  /** @typedef {Parameters<typeof jsonRpcRequest>[2]} RpcParams */
  const chain = (/** @type {string} */ method, /** @type {RpcParams} */ params) =>
    jsonRpcRequest(rpcUrl, method, params, { timeoutMs });
  const bundler = (/** @type {string} */ method, /** @type {RpcParams} */ params) =>
    jsonRpcRequest(bundlerUrl, method, params, { timeoutMs });
  const factoryData = createAccountData(owner.address, salt);

  /** The v0.8 userOpHash of an op in its RPC form (the signature is not part of it). */
  const hashOf = (/** @type {RpcUserOperation} */ userOperation) =>
    userOperationHash(packUserOperation(userOperation), { entryPoint, chainId });

  /**
   * @param {string} to
   * @param {import('ethers').Interface} iface
   * @param {string} name
   * @param {readonly unknown[]} [args]
   */
  const ethCall = async (to, iface, name, args) => {
    const data = iface.encodeFunctionData(name, args);
    const result = await chain('eth_call', [{ to, data }, 'latest']);
    if (!isHexString(result)) throw new Error(`eth_call ${name}: unexpected ${String(result)}`);
    return iface.decodeFunctionResult(name, result);
  };

  let addressPromise;
  /** The account's address (counterfactual until deployed), asked of the factory once. */
  const address = () => {
    addressPromise ??= ethCall(factory, SMART_ACCOUNT_FACTORY_INTERFACE, 'getAddress', [
      owner.address,
      salt,
    ]).then(
      ([account]) => getAddress(account),
      (error) => {
        addressPromise = undefined; // let a later call retry
        throw error;
      },
    );
    return addressPromise;
  };

  /** Whether the account has code on chain. */
  const isDeployed = async () => {
    const code = await chain('eth_getCode', [await address(), 'latest']);
    if (typeof code !== 'string') throw new Error(`eth_getCode: unexpected ${String(code)}`);
    return code !== '0x';
  };

  /**
   * The unsigned op for `calls`: initCode while undeployed, the EntryPoint's nonce (key 0), the
   * bundler's "fast" fees and its gas estimate.
   * @param {Call[]} calls one → execute, several → executeBatch (one operation, atomic)
   * @returns {Promise<{ userOperation: RpcUserOperation, userOpHash: string }>} `userOperation`
   *   with an empty signature, and the v0.8 hash its signature must sign
   */
  const prepareCalls = async (calls) => {
    if (!Array.isArray(calls) || calls.length === 0) {
      throw new Error('sendCalls: give at least one call');
    }
    const callData =
      calls.length === 1
        ? executeCallData(calls[0].to, calls[0].value ?? 0n, calls[0].data ?? '0x')
        : executeBatchCallData(calls);
    const sender = await address();
    const [deployed, [nonce], prices] = await Promise.all([
      isDeployed(),
      ethCall(entryPoint, ENTRY_POINT_INTERFACE, 'getNonce', [sender, 0n]),
      // Alto's own gas price, with the bump it will demand of ops; the chain's eth_gasPrice can
      // be below what it accepts.
      bundler('pimlico_getUserOperationGasPrice', []),
    ]);
    const fees = prices?.fast;
    const userOperation = {
      sender,
      nonce: toQuantity(nonce),
      ...(deployed ? {} : { factory: getAddress(factory), factoryData }),
      callData,
      callGasLimit: '0x0',
      verificationGasLimit: '0x0',
      preVerificationGas: '0x0',
      maxFeePerGas: toQuantity(quantity(fees?.maxFeePerGas, 'fast.maxFeePerGas')),
      maxPriorityFeePerGas: toQuantity(
        quantity(fees?.maxPriorityFeePerGas, 'fast.maxPriorityFeePerGas'),
      ),
      signature: DUMMY_SIGNATURE,
    };
    const estimate = await bundler('eth_estimateUserOperationGas', [userOperation, entryPoint]);
    for (const field of /** @type {const} */ ([
      'callGasLimit',
      'verificationGasLimit',
      'preVerificationGas',
    ])) {
      userOperation[field] = toQuantity(quantity(estimate?.[field], `estimate.${field}`));
    }
    userOperation.signature = '0x';
    return { userOperation, userOpHash: hashOf(userOperation) };
  };

  /**
   * Submits a signed op. The bundler's hash must be ours: a mismatch means it treats the
   * EntryPoint as another version and would never find the op's receipt under our hash.
   * @param {RpcUserOperation} userOperation
   * @returns {Promise<string>} the userOpHash
   */
  const sendUserOperation = async (userOperation) => {
    const hash = await bundler('eth_sendUserOperation', [userOperation, entryPoint]);
    const userOpHash = hashOf(userOperation);
    if (typeof hash !== 'string' || hash.toLowerCase() !== userOpHash.toLowerCase()) {
      throw new Error(
        `eth_sendUserOperation: the bundler answered ${hash}, expected ${userOpHash}`,
      );
    }
    return userOpHash;
  };

  /**
   * Sends `calls` from the account as one user operation, deploying the account first when it
   * has no code yet (in the same operation).
   * @param {Call[]} calls
   * @returns {Promise<string>} the userOpHash; see waitForReceipt
   */
  const sendCalls = async (calls) => {
    const { userOperation, userOpHash } = await prepareCalls(calls);
    // v0.8 SimpleAccount recovers from the raw userOpHash: sign the digest, no EIP-191 prefix.
    const signature = owner.signingKey.sign(userOpHash).serialized;
    return sendUserOperation({ ...userOperation, signature });
  };

  /**
   * Polls the bundler until the op is in a block.
   * @param {string} userOpHash
   * @param {{ timeoutMs?: number }} [options] default: the client's timeoutMs
   * @returns {Promise<UserOperationReceipt>} check `success`: a mined op can still have reverted
   */
  const waitForReceipt = async (userOpHash, { timeoutMs: waitMs = timeoutMs } = {}) => {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const receipt = await bundler('eth_getUserOperationReceipt', [userOpHash]);
      if (receipt !== null && receipt !== undefined) {
        if (
          typeof receipt !== 'object' ||
          typeof receipt.success !== 'boolean' ||
          typeof receipt.receipt?.transactionHash !== 'string'
        ) {
          throw new Error(`eth_getUserOperationReceipt: unexpected ${JSON.stringify(receipt)}`);
        }
        return receipt;
      }
      if (Date.now() >= deadline) {
        throw new Error(`no receipt for user operation ${userOpHash} within ${waitMs} ms`);
      }
      await sleep(RECEIPT_POLL_MS);
    }
  };

  /**
   * The owner's `signature` as the account's: wrapped per ERC-6492 while undeployed.
   * @param {string} signature
   * @returns {Promise<`0x${string}`>}
   */
  const asAccount = async (signature) => {
    if (await isDeployed()) return /** @type {`0x${string}`} hex from ethers */ (signature);
    const wrapped = AbiCoder.defaultAbiCoder().encode(
      ['address', 'bytes', 'bytes'],
      [getAddress(factory), factoryData, signature],
    );
    return /** @type {`0x${string}`} */ (concat([wrapped, ERC6492_MAGIC_BYTES]));
  };

  return {
    /** @returns {Promise<string>} the account's address, deployed or not (cached) */
    address,
    isDeployed,
    sendCalls,
    prepareCalls,
    sendUserOperation,
    waitForReceipt,
    /**
     * Signs `message` as the account. The owner's EIP-191 signature, which the account's
     * isValidSignature accepts for `hashMessage(message)`; before deployment, ERC-6492-wrapped
     * with the factory call that deploys the account, so a 6492 verifier can check it.
     * @param {string | Uint8Array} message
     * @returns {Promise<`0x${string}`>}
     */
    signMessage: async (message) => asAccount(await owner.signMessage(message)),
    /**
     * Signs EIP-712 typed data as the account (owner's signature of the typed-data hash; ERC-6492
     * wrapped before deployment). The account does not bind the hash to itself (no ERC-7739):
     * the signature is also valid for the owner's other accounts.
     * @param {import('ethers').TypedDataDomain} domain
     * @param {Record<string, import('ethers').TypedDataField[]>} types
     * @param {Record<string, unknown>} value
     * @returns {Promise<string>}
     */
    signTypedData: async (domain, types, value) =>
      asAccount(await owner.signTypedData(domain, types, value)),
  };
}

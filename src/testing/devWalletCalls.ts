import { AbiCoder } from 'ethers/abi';
import { hashAuthorization } from 'ethers/hash';
import { toHexChainId } from './chainParams';
import type { DevSigner } from './createDevSigner';
import { DevWalletRpcError, invalidParams } from './DevWalletRpcError';
import { sendDevTransaction, type ChainCall } from './sendDevTransaction';

/** `executeBatch((address,uint256,bytes)[])` of Simple7702Account (eth-infinitism v0.8). */
const EXECUTE_BATCH = '0x34fcd5be';

/** Gas for a batch whose delegation is set in the same transaction (not estimable before). */
const DELEGATING_BATCH_GAS = 1_500_000n;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HEX = /^0x(?:[0-9a-fA-F]{2})*$/;
const QUANTITY = /^0x[0-9a-fA-F]+$/;

interface DevCall {
  to: string;
  value: bigint;
  data: string;
}

/** EIP-7702: the code of an account delegated to `implementation`. */
const delegationCode = (implementation: string) =>
  `0xef0100${implementation.slice(2).toLowerCase()}`;

/** Whether `address` already delegates to `implementation` (its code is the 7702 designator). */
export async function isDelegated(call: ChainCall, address: string, implementation: string) {
  const code = await call('eth_getCode', [address, 'latest']);
  return typeof code === 'string' && code.toLowerCase() === delegationCode(implementation);
}

/**
 * EIP-5792 `wallet_getCapabilities`: atomic batches on every chain asked (or known), `supported`
 * once the account delegates to the batch contract, `ready` before (EIP-7902).
 */
export async function devCapabilities(
  params: readonly unknown[],
  knownChainIds: number[],
  delegatedOn: (chainId: number) => Promise<boolean>,
) {
  const asked = params[1];
  if (asked !== undefined && !Array.isArray(asked))
    throw invalidParams('wallet_getCapabilities expects [address, chainIds?]');
  const chainIds = asked
    ? (asked as unknown[]).map((id) => Number.parseInt(String(id), 16))
    : knownChainIds;
  const entries = await Promise.all(
    chainIds
      .filter((id) => knownChainIds.includes(id))
      .map(async (id) => [
        toHexChainId(id),
        { atomic: { status: (await delegatedOn(id)) ? 'supported' : 'ready' } },
      ]),
  );
  return Object.fromEntries(entries);
}

/** The calls of a `wallet_sendCalls` request, checked (EIP-5792 v2). */
export function parseSendCalls(request: Record<string, unknown>, chainId: number): DevCall[] {
  if (request.chainId !== undefined && request.chainId !== toHexChainId(chainId))
    throw invalidParams(`chainId ${String(request.chainId)} is not the active chain`);
  const calls = request.calls;
  if (!Array.isArray(calls) || calls.length === 0)
    throw invalidParams('calls must be a non-empty list');
  return calls.map((entry: unknown, index) => {
    const { to, data = '0x', value = '0x0' } = (entry ?? {}) as Record<string, unknown>;
    if (typeof to !== 'string' || !ADDRESS.test(to))
      throw invalidParams(`call ${index + 1}: to must be an address`);
    if (typeof data !== 'string' || !HEX.test(data))
      throw invalidParams(`call ${index + 1}: data must be hex bytes`);
    if (typeof value !== 'string' || !QUANTITY.test(value))
      throw invalidParams(`call ${index + 1}: value must be a hex quantity`);
    return { to, data, value: BigInt(value) };
  });
}

/**
 * Sends `calls` as one transaction from the account to itself: Simple7702Account's
 * `executeBatch`, so all of them happen or none. An account not delegated yet sends it as an
 * EIP-7702 transaction (type 4) that first delegates to `implementation` (its authorization
 * signed for the nonce after the transaction's own). Resolves with the transaction hash, which
 * is the batch's id.
 */
export async function sendDevCalls(
  signer: DevSigner,
  call: ChainCall,
  chainId: number,
  implementation: string,
  calls: DevCall[],
): Promise<string> {
  const data = `${EXECUTE_BATCH}${AbiCoder.defaultAbiCoder()
    .encode(['(address,uint256,bytes)[]'], [calls.map((c) => [c.to, c.value, c.data])])
    .slice(2)}`;
  const request: Record<string, unknown> = { to: signer.address, data };
  if (!(await isDelegated(call, signer.address, implementation))) {
    const nonce = await call('eth_getTransactionCount', [signer.address, 'pending']);
    if (typeof nonce !== 'string') throw new DevWalletRpcError(-32603, 'No nonce from the node');
    const authorization = { address: implementation, nonce: BigInt(nonce) + 1n, chainId };
    const signature = signer.signDigest(hashAuthorization(authorization));
    request.nonce = nonce;
    request.gas = `0x${DELEGATING_BATCH_GAS.toString(16)}`;
    request.authorizationList = [{ ...authorization, chainId: BigInt(chainId), signature }];
  }
  return sendDevTransaction(signer, call, chainId, request);
}

/** EIP-5792 `wallet_getCallsStatus` of a batch sent by `sendDevCalls` (its id: the hash). */
export async function devCallsStatus(call: ChainCall, id: string, chainId: number) {
  if (!/^0x[0-9a-fA-F]{64}$/.test(id)) throw invalidParams('id must be a batch id');
  const receipt = (await call('eth_getTransactionReceipt', [id])) as {
    status: '0x1' | '0x0';
    logs: unknown[];
    blockHash: string;
    blockNumber: string;
    gasUsed: string;
    transactionHash: string;
  } | null;
  const base = { version: '2.0.0', id, chainId: toHexChainId(chainId), atomic: true };
  if (!receipt) return { ...base, status: 100 };
  const { status, logs, blockHash, blockNumber, gasUsed, transactionHash } = receipt;
  return {
    ...base,
    status: status === '0x1' ? 200 : 500,
    receipts: [{ logs, status, blockHash, blockNumber, gasUsed, transactionHash }],
  };
}

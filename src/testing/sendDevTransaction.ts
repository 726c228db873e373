import { Transaction } from 'ethers/transaction';
import type { DevSigner } from './createDevSigner';
import { DevWalletRpcError, invalidParams } from './DevWalletRpcError';

/** One JSON-RPC call to the active chain. */
export type ChainCall = (method: string, params: readonly unknown[]) => Promise<unknown>;

/** Priority fee when the node has no opinion (no eth_maxPriorityFeePerGas): 1 gwei. */
const FALLBACK_PRIORITY_FEE = 1_000_000_000n;

function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'bigint') return value;
  if ((typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)) || Number.isSafeInteger(value)) {
    return BigInt(value as string | number);
  }
  throw invalidParams(`${field} must be a hex quantity`);
}

async function readQuantity(
  call: ChainCall,
  method: string,
  params: readonly unknown[],
): Promise<bigint> {
  const result = await call(method, params);
  if (typeof result !== 'string' || !/^0x[0-9a-f]+$/i.test(result)) {
    throw new DevWalletRpcError(
      -32603,
      `${method} returned ${JSON.stringify(result)}, not a quantity`,
    );
  }
  return BigInt(result);
}

/**
 * `eth_sendTransaction`: fills what the request leaves out (nonce, gas, fees) from the chain,
 * signs with the dev key and sends the raw transaction. EIP-1559 fees when the chain reports
 * a base fee, else a legacy gas price. Resolves with the transaction hash.
 */
export async function sendDevTransaction(
  signer: DevSigner,
  call: ChainCall,
  chainId: number,
  request: Record<string, unknown>,
): Promise<string> {
  const to = request.to ?? null;
  if (to !== null && (typeof to !== 'string' || !/^0x[0-9a-f]{40}$/i.test(to))) {
    throw invalidParams('to must be an address');
  }
  const data = request.data ?? request.input ?? '0x';
  if (typeof data !== 'string' || !/^0x([0-9a-f]{2})*$/i.test(data))
    throw invalidParams('data must be hex bytes');
  const requestedChainId = quantity(request.chainId, 'chainId');
  if (requestedChainId !== undefined && requestedChainId !== BigInt(chainId)) {
    throw invalidParams(`chainId ${requestedChainId} is not the active chain ${chainId}`);
  }
  const value = quantity(request.value, 'value') ?? 0n;
  const from = signer.address;
  const callShape = { from, to, value: `0x${value.toString(16)}`, data };

  const nonce =
    quantity(request.nonce, 'nonce') ??
    (await readQuantity(call, 'eth_getTransactionCount', [from, 'pending']));
  const gasLimit =
    quantity(request.gas ?? request.gasLimit, 'gas') ??
    (await readQuantity(call, 'eth_estimateGas', [callShape]));
  const tx = Transaction.from({ to, data, value, nonce: Number(nonce), gasLimit, chainId });

  const gasPrice = quantity(request.gasPrice, 'gasPrice');
  const block =
    gasPrice === undefined ? await call('eth_getBlockByNumber', ['latest', false]) : undefined;
  const reportedBaseFee = (block as { baseFeePerGas?: unknown } | null | undefined)?.baseFeePerGas;
  const baseFee = typeof reportedBaseFee === 'string' ? BigInt(reportedBaseFee) : undefined;
  if (baseFee === undefined) {
    tx.type = 0;
    tx.gasPrice = gasPrice ?? (await readQuantity(call, 'eth_gasPrice', []));
  } else {
    tx.type = 2;
    const priorityFee =
      quantity(request.maxPriorityFeePerGas, 'maxPriorityFeePerGas') ??
      (await readQuantity(call, 'eth_maxPriorityFeePerGas', []).catch(() => FALLBACK_PRIORITY_FEE));
    tx.maxPriorityFeePerGas = priorityFee;
    tx.maxFeePerGas = quantity(request.maxFeePerGas, 'maxFeePerGas') ?? baseFee * 2n + priorityFee;
    // EIP-7702 (the wallet's own batches, devWalletCalls.ts): already signed authorizations.
    if (Array.isArray(request.authorizationList)) {
      tx.type = 4;
      tx.authorizationList = request.authorizationList as NonNullable<typeof tx.authorizationList>;
    }
  }
  tx.signature = signer.signDigest(tx.unsignedHash);
  const hash = await call('eth_sendRawTransaction', [tx.serialized]);
  if (typeof hash !== 'string')
    throw new DevWalletRpcError(-32603, 'eth_sendRawTransaction returned no hash');
  return hash;
}

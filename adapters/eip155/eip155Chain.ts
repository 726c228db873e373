import type { RpcChainModule } from '../../src/adapter/ChainModule';
import { PorticoError } from '../../src/adapter/PorticoError';
import { isEvmAddress } from './evmAddress';
import { tokenTransferData } from './tokenTransferData';
import { formatUnits, parseUnits } from '../../src/adapter/units';

/** personal_sign takes the message as hex-encoded UTF-8. */
function utf8ToHex(message: string): `0x${string}` {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0');
  return hex as `0x${string}`;
}

const HEX_QUANTITY = /^0x[0-9a-fA-F]*$/;

/** EVM chains: what the rest of the product asks of eip155. */
export const eip155Chain: RpcChainModule = {
  namespace: 'eip155',
  isAddress: isEvmAddress,
  async checkReceiver(address) {
    if (!isEvmAddress(address)) return { problem: 'invalid' };
    const prefixed = address.startsWith('0x') ? address : `0x${address}`;
    // Keccak-256 loads with the first send, not with the adapter.
    const { checksumAddress } = await import('./checksumAddress');
    try {
      checksumAddress(prefixed);
      return { address: prefixed };
    } catch {
      return { problem: 'checksum' };
    }
  },
  tokenTransferData,
  // Fee estimates and receipts load with the first send, not with the adapter.
  estimateFee: async (rpc, tx) =>
    (await import('./estimateFee')).estimateFee(rpc, tx).catch(async (error: unknown) => {
      // A transfer the node would revert is said so already at the estimate.
      throw await eip155Chain.toTransactionError!(error);
    }),
  waitForTransaction: async (rpc, hash, options) =>
    (await import('./waitForTransaction')).waitForTransaction(rpc, hash, options),
  parseUnits,
  formatUnits,
  async getNativeBalance(rpc, address) {
    const hex = await rpc.request({ method: 'eth_getBalance', params: [address, 'latest'] });
    if (typeof hex !== 'string' || !HEX_QUANTITY.test(hex))
      throw new PorticoError('INVALID_BALANCE', 'The node returned an invalid balance', {
        details: String(hex),
      });
    return BigInt(hex === '0x' ? 0 : hex);
  },
  requests: {
    signMessage: (address, message) => ({
      method: 'personal_sign',
      params: [utf8ToHex(message), address],
    }),
    sendTransaction: ({ from, to, value, data }) => ({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: `0x${value.toString(16)}`, ...(data ? { data } : {}) }],
    }),
    switchChain: (network) => ({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${BigInt(network.id).toString(16)}` }],
    }),
    // A signed message is 0x and at least 62 hex characters; a hash 0x and 64.
    isSignature: (value): value is string =>
      typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value),
    isTransactionHash: (value): value is string =>
      typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value),
  },
  pairing: {
    methods: [
      'eth_accounts',
      'eth_requestAccounts',
      'eth_chainId',
      'eth_sendTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
    ],
    events: ['accountsChanged', 'chainChanged'],
  },
  // Node errors load with the first refusal, not with the adapter.
  toTransactionError: async (error) =>
    (await import('./toEip155TransactionError')).toEip155TransactionError(error),
};

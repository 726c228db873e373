/**
 * The wallet requests that change something or sign, which the secure site shows
 * for approval inside its frame (ApproveTransaction). Safe reads go through without it; the
 * site refuses anything else ('Requested RPC call is not allowed').
 */
export const UNSAFE_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
];

/**
 * Signs a v0.8 PackedUserOperation for a SimpleAccount. v0.8's userOpHash is an EIP-712 hash
 * (domain "ERC4337" version "1", the EntryPoint as verifying contract), and SimpleAccount
 * checks `ECDSA.recover(userOpHash, signature)` on it raw: no EIP-191 prefix, so the key signs
 * the digest itself (unlike v0.7, where `signMessage` was right).
 */
import { TypedDataEncoder } from 'ethers';

const PACKED_USER_OPERATION_TYPES = {
  PackedUserOperation: [
    { name: 'sender', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'initCode', type: 'bytes' },
    { name: 'callData', type: 'bytes' },
    { name: 'accountGasLimits', type: 'bytes32' },
    { name: 'preVerificationGas', type: 'uint256' },
    { name: 'gasFees', type: 'bytes32' },
    { name: 'paymasterAndData', type: 'bytes' },
  ],
};

/**
 * The v0.8 userOpHash, computed off-chain (what EntryPoint.getUserOpHash returns). Not for
 * EIP-7702 ops (initCode starting with 0x7702), whose hash covers the delegate address too.
 * @param {import('./packUserOperation.mjs').PackedUserOperation} packed
 * @param {{ entryPoint: string, chainId: bigint | number }} context
 * @returns {string}
 */
export function userOperationHash(packed, { entryPoint, chainId }) {
  const { signature: _signature, ...fields } = packed;
  return TypedDataEncoder.hash(
    { name: 'ERC4337', version: '1', chainId, verifyingContract: entryPoint },
    PACKED_USER_OPERATION_TYPES,
    fields,
  );
}

/**
 * @param {import('./packUserOperation.mjs').PackedUserOperation} packed
 * @param {{ owner: import('ethers').BaseWallet | import('ethers').SigningKey, entryPoint: string, chainId: bigint | number }} options
 * @returns {{ userOpHash: string, signed: import('./packUserOperation.mjs').PackedUserOperation }}
 *   the hash signed and a copy of `packed` with its 65-byte `signature`
 */
export function signUserOperation(packed, { owner, entryPoint, chainId }) {
  const userOpHash = userOperationHash(packed, { entryPoint, chainId });
  const signingKey = 'signingKey' in owner ? owner.signingKey : owner;
  return { userOpHash, signed: { ...packed, signature: signingKey.sign(userOpHash).serialized } };
}

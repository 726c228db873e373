// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";

/**
 * Portico's test smart account: eth-infinitism's v0.8 SimpleAccount (one ECDSA owner, execute,
 * executeBatch, UUPS) plus ERC-1271, which SimpleAccount lacks. With it, a dapp can check a
 * message signed by the account: `isValidSignature(hashMessage(message), ownerSignature)`, where
 * `ownerSignature` is the owner's personal_sign (EIP-191) of the message.
 */
contract SmartAccount is SimpleAccount, IERC1271 {
    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /**
     * ERC-1271: the magic value when `signature` is the owner's signature of `hash`, else
     * 0xffffffff. tryRecover, not recover: a verifier asks about any bytes it was given, and a
     * malformed signature is an answer ("no"), not a revert.
     */
    function isValidSignature(
        bytes32 hash,
        bytes calldata signature
    ) external view override returns (bytes4) {
        (address signer, ECDSA.RecoverError failure, ) = ECDSA.tryRecover(hash, signature);
        // NoError implies signer != 0, so an uninitialised account (owner 0) never says yes.
        if (failure == ECDSA.RecoverError.NoError && signer == owner) {
            return IERC1271.isValidSignature.selector;
        }
        return 0xffffffff;
    }
}

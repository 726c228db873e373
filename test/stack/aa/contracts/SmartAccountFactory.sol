// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "./SmartAccount.sol";

/**
 * Deploys SmartAccounts as ERC-1967 proxies at CREATE2 addresses fixed by (owner, salt), like
 * the v0.7 SimpleAccountFactory. Unlike the v0.8 one, `createAccount` is open to any caller:
 * ERC-6492 verifiers call the factory themselves to deploy (in an eth_call) an account that
 * signed before it existed. That is safe because the owner is part of the address: whoever
 * calls, the account at `getAddress(owner, salt)` can only ever belong to `owner`.
 */
contract SmartAccountFactory {
    SmartAccount public immutable accountImplementation;

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new SmartAccount(entryPoint);
    }

    /**
     * Deploys the account of (owner, salt) and returns its address; when it already exists, just
     * returns it (EntryPoint.getSenderAddress and 6492 verifiers rely on that).
     */
    function createAccount(address owner, uint256 salt) public returns (SmartAccount) {
        address account = getAddress(owner, salt);
        if (account.code.length > 0) {
            return SmartAccount(payable(account));
        }
        return
            SmartAccount(
                payable(
                    new ERC1967Proxy{salt: bytes32(salt)}(
                        address(accountImplementation),
                        abi.encodeCall(SimpleAccount.initialize, (owner))
                    )
                )
            );
    }

    /** The address createAccount(owner, salt) deploys to: the account's counterfactual address. */
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return
            Create2.computeAddress(
                bytes32(salt),
                keccak256(
                    abi.encodePacked(
                        type(ERC1967Proxy).creationCode,
                        abi.encode(
                            address(accountImplementation),
                            abi.encodeCall(SimpleAccount.initialize, (owner))
                        )
                    )
                )
            );
    }
}

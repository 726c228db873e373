/**
 * The ERC-4337 v0.8 contracts as compiled by eth-infinitism (`@account-abstraction/contracts@0.8.0`,
 * hardhat artifacts: `abi`, `bytecode`, `deployedBytecode`), and the ethers interfaces of the
 * contracts the stack talks to. Our SmartAccount is a SimpleAccount (same execute/executeBatch)
 * plus ERC-1271; its factory's interface is written out here so that encoding a call needs no
 * compile (accountAbstraction.test.mjs checks it against the compiled ABI).
 */
import { createRequire } from 'node:module';
import { Interface } from 'ethers';

const require = createRequire(import.meta.url);

/** @param {string} name @returns {{ abi: object[], bytecode: string, deployedBytecode: string }} */
const artifact = (name) => require(`@account-abstraction/contracts/artifacts/${name}.json`);

export const ENTRY_POINT_ARTIFACT = artifact('EntryPoint');
const SIMPLE_ACCOUNT_ARTIFACT = artifact('SimpleAccount');

export const ENTRY_POINT_INTERFACE = new Interface(ENTRY_POINT_ARTIFACT.abi);
/** SimpleAccount's functions, which SmartAccount inherits: execute, executeBatch, owner, ... */
export const SIMPLE_ACCOUNT_INTERFACE = new Interface(SIMPLE_ACCOUNT_ARTIFACT.abi);

/** contracts/SmartAccountFactory.sol */
export const SMART_ACCOUNT_FACTORY_INTERFACE = new Interface([
  'function accountImplementation() view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
]);

/** ERC-1271, as contracts/SmartAccount.sol implements it. */
export const ERC1271_INTERFACE = new Interface([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
]);

/** What isValidSignature returns for a valid signature: its own selector. */
export const ERC1271_MAGIC_VALUE = '0x1626ba7e';

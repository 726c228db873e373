/**
 * A Farcaster IdRegistry look-alike on a local anvil chain: real EVM bytecode at the official
 * IdRegistry address (`anvil_setCode`), with the fid ↔ custody mappings written straight into
 * its storage (`anvil_setStorageAt`). No transaction is sent, so no account (dev or other) is
 * used, and nothing needs a compiler.
 *
 * The runtime code is hand-assembled below (no solc in node_modules; the token contracts of
 * ../api/contracts/ were compiled once, elsewhere). It answers two view functions of the real
 * IdRegistry, with Solidity's storage layout for two mappings:
 *
 *   custodyOf(uint256 fid) → address   mapping at slot 0: keccak256(abi.encode(fid, 0))
 *   idOf(address owner)    → uint256   mapping at slot 1: keccak256(abi.encode(owner, 1))
 *
 * Anything else (another selector, calldata shorter than 36 bytes) reverts with no data.
 * The slots are this stand-in's own (the real contract's inherited state puts its mappings
 * elsewhere); only the ABI is the real one, which is what a verifier sees. `custodyOf` is
 * what Sign In With Farcaster verifiers read (the secure site does); `idOf` is what newer
 * `@farcaster/auth-client` versions read (`getFid(custody)`).
 */
import { AbiCoder, Interface, getAddress, keccak256, toBeHex, zeroPadValue } from 'ethers';
import { jsonRpcRequest as rpc } from '../jsonRpcRequest.mjs';

/** The IdRegistry's address on Optimism (chain 10); here, on a local anvil chain. */
export const ID_REGISTRY_ADDRESS = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b';
export const ID_REGISTRY_ABI = [
  'function custodyOf(uint256 fid) view returns (address)',
  'function idOf(address owner) view returns (uint256)',
];
const ID_REGISTRY = new Interface(ID_REGISTRY_ABI);
const CUSTODY_SLOT = 0n;
const ID_SLOT = 1n;

/** @type {Record<string, number>} */
const OPCODES = {
  LT: 0x10,
  EQ: 0x14,
  AND: 0x16,
  SHR: 0x1c,
  SHA3: 0x20,
  CALLDATALOAD: 0x35,
  CALLDATASIZE: 0x36,
  POP: 0x50,
  MSTORE: 0x52,
  SLOAD: 0x54,
  JUMP: 0x56,
  JUMPI: 0x57,
  JUMPDEST: 0x5b,
  DUP1: 0x80,
  RETURN: 0xf3,
  REVERT: 0xfd,
};

/** @typedef {string | ['push' | 'label' | 'to', string]} AssemblyItem */

/**
 * A two-pass assembler: an item is an opcode name, `['push', hex]` (PUSH1…PUSH32 by the
 * value's length), `['label', name]` (a JUMPDEST) or `['to', name]` (PUSH2 of a label).
 * @param {ReadonlyArray<AssemblyItem>} program
 */
function assemble(program) {
  const sizeOf = (/** @type {AssemblyItem} */ item) => {
    if (typeof item === 'string') return 1;
    if (item[0] === 'push') return 1 + (item[1].length - 2) / 2;
    if (item[0] === 'to') return 3;
    return 1; // label: JUMPDEST
  };
  /** @type {Map<string, number>} */
  const labels = new Map();
  let offset = 0;
  for (const item of program) {
    if (Array.isArray(item) && item[0] === 'label') labels.set(item[1], offset);
    offset += sizeOf(item);
  }
  let code = '0x';
  const byte = (/** @type {number} */ value) => value.toString(16).padStart(2, '0');
  for (const item of program) {
    if (typeof item === 'string') {
      if (!(item in OPCODES)) throw new Error(`unknown opcode ${item}`);
      code += byte(OPCODES[item]);
    } else if (item[0] === 'push') {
      const bytes = (item[1].length - 2) / 2;
      if (bytes < 1 || bytes > 32) throw new Error(`bad push ${item[1]}`);
      code += byte(0x5f + bytes) + item[1].slice(2);
    } else if (item[0] === 'to') {
      if (!labels.has(item[1])) throw new Error(`unknown label ${item[1]}`);
      const target = /** @type {number} checked just above */ (labels.get(item[1]));
      code += byte(0x61) + target.toString(16).padStart(4, '0');
    } else code += byte(OPCODES.JUMPDEST);
  }
  return code;
}

const selector = (/** @type {string} */ name) =>
  /** @type {import('ethers').FunctionFragment} */ (ID_REGISTRY.getFunction(name)).selector;

/** The registry's runtime bytecode (see the header for what it answers). */
const ID_REGISTRY_RUNTIME = assemble([
  // calldata shorter than selector + one word: revert
  ['push', '0x24'],
  'CALLDATASIZE',
  'LT',
  ['to', 'revert'],
  'JUMPI',
  // stack: [arg, selector]
  ['push', '0x04'],
  'CALLDATALOAD',
  ['push', '0x00'],
  'CALLDATALOAD',
  ['push', '0xe0'],
  'SHR',
  'DUP1',
  ['push', selector('custodyOf')],
  'EQ',
  ['to', 'custodyOf'],
  'JUMPI',
  ['push', selector('idOf')],
  'EQ',
  ['to', 'idOf'],
  'JUMPI',
  ['label', 'revert'],
  ['push', '0x00'],
  'DUP1',
  'REVERT',
  // custodyOf(uint256): [fid, selector] → lookup(fid, slot 0)
  ['label', 'custodyOf'],
  'POP',
  ['push', '0x00'],
  ['to', 'lookup'],
  'JUMP',
  // idOf(address): [owner] → lookup(owner & (2^160 - 1), slot 1)
  ['label', 'idOf'],
  ['push', `0x${'ff'.repeat(20)}`],
  'AND',
  ['push', '0x01'],
  // lookup: [key, slot] → return sload(keccak256(key . slot))
  ['label', 'lookup'],
  ['push', '0x20'],
  'MSTORE',
  ['push', '0x00'],
  'MSTORE',
  ['push', '0x40'],
  ['push', '0x00'],
  'SHA3',
  'SLOAD',
  ['push', '0x00'],
  'MSTORE',
  ['push', '0x20'],
  ['push', '0x00'],
  'RETURN',
]);

const coder = AbiCoder.defaultAbiCoder();
/** The storage slot of `custodyOf[fid]`. */
const custodySlot = (/** @type {number | bigint} */ fid) =>
  keccak256(coder.encode(['uint256', 'uint256'], [BigInt(fid), CUSTODY_SLOT]));
/** The storage slot of `idOf[owner]`. */
const idSlot = (/** @type {string} */ owner) =>
  keccak256(coder.encode(['address', 'uint256'], [getAddress(owner), ID_SLOT]));

/**
 * Puts the registry's code at `address` (default the official one) and writes each
 * `{fid, custody}` into both mappings. Idempotent; a second call with other custody
 * addresses for the same fids overwrites `custodyOf` (an old custody's `idOf` stays).
 * @param {{ rpcUrl: string, address?: string, entries: Array<{ fid: number, custody: string }> }} options
 */
export async function installIdRegistry({ rpcUrl, address = ID_REGISTRY_ADDRESS, entries }) {
  await rpc(rpcUrl, 'anvil_setCode', [address, ID_REGISTRY_RUNTIME]);
  for (const { fid, custody } of entries) {
    await rpc(rpcUrl, 'anvil_setStorageAt', [address, custodySlot(fid), zeroPadValue(custody, 32)]);
    await rpc(rpcUrl, 'anvil_setStorageAt', [address, idSlot(custody), toBeHex(BigInt(fid), 32)]);
  }
}

/**
 * `custodyOf(fid)` by `eth_call` (the zero address for an unknown fid).
 * @param {string} rpcUrl
 * @param {number | bigint} fid
 * @param {string} [address]
 */
export async function readCustodyOf(rpcUrl, fid, address = ID_REGISTRY_ADDRESS) {
  const data = ID_REGISTRY.encodeFunctionData('custodyOf', [BigInt(fid)]);
  const result = await rpc(rpcUrl, 'eth_call', [{ to: address, data }, 'latest']);
  return getAddress(ID_REGISTRY.decodeFunctionResult('custodyOf', result)[0]);
}

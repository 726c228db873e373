/**
 * The ERC-4337 v0.8 contracts as compiled by eth-infinitism (`@account-abstraction/contracts@0.8.0`,
 * hardhat artifacts: `abi`, `bytecode`, `deployedBytecode`), and their ethers interfaces.
 */
import { createRequire } from 'node:module';
import { Interface } from 'ethers';

const require = createRequire(import.meta.url);

/** @param {string} name @returns {{ abi: object[], bytecode: string, deployedBytecode: string }} */
const artifact = (name) => require(`@account-abstraction/contracts/artifacts/${name}.json`);

export const ENTRY_POINT_ARTIFACT = artifact('EntryPoint');
export const SIMPLE_ACCOUNT_FACTORY_ARTIFACT = artifact('SimpleAccountFactory');
export const SIMPLE_ACCOUNT_ARTIFACT = artifact('SimpleAccount');

export const ENTRY_POINT_INTERFACE = new Interface(ENTRY_POINT_ARTIFACT.abi);
export const SIMPLE_ACCOUNT_FACTORY_INTERFACE = new Interface(SIMPLE_ACCOUNT_FACTORY_ARTIFACT.abi);
export const SIMPLE_ACCOUNT_INTERFACE = new Interface(SIMPLE_ACCOUNT_ARTIFACT.abi);

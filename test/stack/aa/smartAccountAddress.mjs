/**
 * The counterfactual address of a SmartAccount: the factory's `getAddress(owner, salt)`, the
 * address `createAccount(owner, salt)` deploys to (and the UserOp's `sender` before it exists).
 */
import { Contract } from 'ethers';
import { SMART_ACCOUNT_FACTORY_INTERFACE } from './artifacts.mjs';

/**
 * @param {{ runner: import('ethers').ContractRunner, factory: string, owner: string, salt?: bigint }} options
 * @returns {Promise<string>}
 */
export async function smartAccountAddress({ runner, factory, owner, salt = 0n }) {
  const contract = new Contract(factory, SMART_ACCOUNT_FACTORY_INTERFACE, runner);
  // `getAddress` clashes with ethers' Contract.getAddress(): ask for the ABI function by name.
  return contract.getFunction('getAddress')(owner, salt);
}

/**
 * Deploys ERC-4337 v0.8 to a local anvil chain: the EntryPoint at its canonical address and our
 * SmartAccountFactory for it (contracts/, compiled by compileSmartAccount) at an address of ours
 * that is the same on every run. Both go through anvil's preinstalled deterministic CREATE2
 * deployer (the "Arachnid" proxy: calldata is `salt ‖ initcode`), sent from a throwaway key
 * funded with `anvil_setBalance`, never from a dev account. Idempotent: a contract whose code is
 * already there is not deployed again.
 *
 * The eth-infinitism SimpleAccountFactory is not deployed: its v0.8 `createAccount` only takes
 * calls from the EntryPoint's SenderCreator, so ERC-6492 verifiers cannot use it, and its
 * accounts have no ERC-1271.
 */
import {
  AbiCoder,
  JsonRpcProvider,
  Wallet,
  concat,
  getCreate2Address,
  id,
  keccak256,
  parseEther,
  toBeHex,
} from 'ethers';
import { ENTRY_POINT_ARTIFACT } from './artifacts.mjs';
import { compileSmartAccount } from './compileSmartAccount.mjs';

/** anvil's (and most chains') preinstalled deterministic deployer. */
export const CREATE2_DEPLOYER = '0x4e59b44847b379578588920cA78FbF26c0B4956C';

/** eth-infinitism's public salt for EntryPoint v0.8: it gives the canonical mainnet address. */
export const ENTRY_POINT_SALT =
  '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9';

/** The canonical EntryPoint v0.8 address (Alto recognises v0.8 by its `0x433708` prefix). */
export const ENTRY_POINT_ADDRESS = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108';

/** Portico's salt for the SmartAccountFactory: keccak256('portico.aa.SmartAccountFactory.v1'). */
export const SMART_ACCOUNT_FACTORY_SALT = id('portico.aa.SmartAccountFactory.v1');

/** The factory's initcode: its compiled creation code ‖ abi.encode(ENTRY_POINT_ADDRESS). */
async function smartAccountFactoryInitcode() {
  const { contracts } = await compileSmartAccount();
  return concat([
    contracts.SmartAccountFactory.bytecode,
    AbiCoder.defaultAbiCoder().encode(['address'], [ENTRY_POINT_ADDRESS]),
  ]);
}

/**
 * Where SmartAccountFactory(ENTRY_POINT_ADDRESS) lands: fixed by the salt and the compiled
 * initcode, so the same on every run and chain as long as the sources, solc and the imported
 * packages are (README: today's value). A function, not a constant, because it needs the
 * compile (cached after the first run).
 * @returns {Promise<string>}
 */
export async function smartAccountFactoryAddress() {
  return getCreate2Address(
    CREATE2_DEPLOYER,
    SMART_ACCOUNT_FACTORY_SALT,
    keccak256(await smartAccountFactoryInitcode()),
  );
}

const hasCode = async (
  /** @type {import('ethers').Provider} */ provider,
  /** @type {string} */ address,
) => (await provider.getCode(address)) !== '0x';

/**
 * Deploys `initcode` with `salt` through CREATE2_DEPLOYER unless `expected` already has code.
 * @param {import('ethers').Provider} provider
 * @param {() => Promise<import('ethers').Signer>} getDeployer
 * @param {{ salt: string, initcode: string, expected: string, name: string }} contract
 * @returns {Promise<boolean>} whether a transaction was sent
 */
async function deployOnce(provider, getDeployer, { salt, initcode, expected, name }) {
  if (await hasCode(provider, expected)) return false;
  const predicted = getCreate2Address(CREATE2_DEPLOYER, salt, keccak256(initcode));
  if (predicted.toLowerCase() !== expected.toLowerCase()) {
    throw new Error(`${name}: the artifact would land at ${predicted}, not ${expected}`);
  }
  const deployer = await getDeployer();
  const tx = await deployer.sendTransaction({
    to: CREATE2_DEPLOYER,
    data: concat([salt, initcode]),
  });
  const receipt = await tx.wait();
  if (receipt?.status !== 1 || !(await hasCode(provider, expected))) {
    throw new Error(`${name}: deployment ${tx.hash} left no code at ${expected}`);
  }
  return true;
}

/**
 * Deploys the EntryPoint v0.8 and the SmartAccountFactory unless their code is already there.
 * @param {{ rpcUrl: string }} options
 * @returns {Promise<{ entryPoint: string, factory: string, deployed: { entryPoint: boolean, factory: boolean } }>}
 *   `deployed` says which contracts this call deployed (false: their code was already there).
 */
export async function deployAccountAbstraction({ rpcUrl }) {
  // cacheTimeout -1: ethers otherwise answers a repeated getCode within 250 ms from its cache,
  // and anvil mines faster than that.
  const provider = new JsonRpcProvider(rpcUrl, undefined, {
    staticNetwork: true,
    cacheTimeout: -1,
  });
  try {
    if (!(await hasCode(provider, CREATE2_DEPLOYER))) {
      throw new Error(`No CREATE2 deployer at ${CREATE2_DEPLOYER} on ${rpcUrl}`);
    }
    /** @type {import('ethers').HDNodeWallet | undefined} */
    let deployer;
    const getDeployer = async () => {
      if (!deployer) {
        deployer = Wallet.createRandom().connect(provider);
        await provider.send('anvil_setBalance', [deployer.address, toBeHex(parseEther('10'))]);
      }
      return deployer;
    };
    const entryPoint = await deployOnce(provider, getDeployer, {
      name: 'EntryPoint v0.8',
      salt: ENTRY_POINT_SALT,
      initcode: ENTRY_POINT_ARTIFACT.bytecode,
      expected: ENTRY_POINT_ADDRESS,
    });
    const factoryAddress = await smartAccountFactoryAddress();
    const factory = await deployOnce(provider, getDeployer, {
      name: 'SmartAccountFactory',
      salt: SMART_ACCOUNT_FACTORY_SALT,
      initcode: await smartAccountFactoryInitcode(),
      expected: factoryAddress,
    });
    return {
      entryPoint: ENTRY_POINT_ADDRESS,
      factory: factoryAddress,
      deployed: { entryPoint, factory },
    };
  } finally {
    provider.destroy();
  }
}

/**
 * A real Safe on a local anvil chain, from @safe-global/safe-smart-account's build artifacts
 * (the audited bytecode, v1.5.0): the Safe singleton, the SafeProxyFactory, then a proxy with
 * two fixed owners and threshold 2 (a proposal then needs both owners: proposing is not
 * executing, which is what the Safe app flow is about), funded with 10 ETH. Sent from a
 * throwaway key funded with `anvil_setBalance`, never from a dev account.
 */
import { createRequire } from 'node:module';
import {
  Contract,
  JsonRpcProvider,
  SigningKey,
  Wallet,
  ZeroAddress,
  concat,
  getBytes,
  id,
  parseEther,
  toBeHex,
} from 'ethers';

const require = createRequire(import.meta.url);
const ARTIFACTS = '@safe-global/safe-smart-account/build/artifacts/contracts';
export const SAFE_ARTIFACT = require(`${ARTIFACTS}/Safe.sol/Safe.json`);
export const FACTORY_ARTIFACT = require(
  `${ARTIFACTS}/proxies/SafeProxyFactory.sol/SafeProxyFactory.json`,
);

/** The owners' keys: fixed, and none of anvil's dev accounts (tests use those for their own sends). */
export const SAFE_OWNER_KEYS = [id('portico.safe.owner.1'), id('portico.safe.owner.2')];
export const SAFE_OWNERS = SAFE_OWNER_KEYS.map((key) => new Wallet(key).address);
export const SAFE_THRESHOLD = 2;
export const SAFE_FUNDING = parseEther('10');

const DEPLOYER_KEY = id('portico.safe.deployer');

/** @typedef {{ to: string, value: string | bigint, data: string, operation: number }} SafeTx */

/**
 * A throwaway funded signer on `rpcUrl` (anvil_setBalance), with its provider.
 * @param {string} rpcUrl
 * @param {string} [key]
 */
export async function fundedSigner(rpcUrl, key = DEPLOYER_KEY) {
  const provider = new JsonRpcProvider(rpcUrl, undefined, {
    staticNetwork: true,
    cacheTimeout: -1,
  });
  const wallet = new Wallet(key, provider);
  await provider.send('anvil_setBalance', [wallet.address, toBeHex(parseEther('100'))]);
  return { provider, wallet };
}

/**
 * Deploys the singleton, the factory and the Safe; resolves with their addresses, the owners
 * and the chain id.
 * @param {{ rpcUrl: string }} options
 */
export async function deploySafe({ rpcUrl }) {
  const { provider, wallet } = await fundedSigner(rpcUrl);
  const deploy = async (/** @type {{ bytecode: string }} */ artifact) => {
    const tx = await wallet.sendTransaction({ data: artifact.bytecode });
    const receipt = await tx.wait();
    if (!receipt?.contractAddress) throw new Error('Safe stand-in: a deployment failed');
    return receipt.contractAddress;
  };
  const singleton = await deploy(SAFE_ARTIFACT);
  const factoryAddress = await deploy(FACTORY_ARTIFACT);
  const safeInterface = new Contract(singleton, SAFE_ARTIFACT.abi).interface;
  const setup = safeInterface.encodeFunctionData('setup', [
    SAFE_OWNERS,
    SAFE_THRESHOLD,
    ZeroAddress,
    '0x',
    ZeroAddress,
    ZeroAddress,
    0,
    ZeroAddress,
  ]);
  const factory = new Contract(factoryAddress, FACTORY_ARTIFACT.abi, wallet);
  const receipt = await (await factory.createProxyWithNonce(singleton, setup, 0)).wait();
  const created = receipt.logs
    .map((/** @type {import('ethers').Log} */ log) => factory.interface.parseLog(log))
    .find(
      (/** @type {import('ethers').LogDescription | null} */ event) =>
        event?.name === 'ProxyCreation',
    );
  if (!created) throw new Error('Safe stand-in: the factory created no proxy');
  const safe = created.args[0];
  await provider.send('anvil_setBalance', [safe, toBeHex(SAFE_FUNDING)]);
  const { chainId } = await provider.getNetwork();
  provider.destroy();
  return {
    singleton,
    factory: factoryAddress,
    safe,
    owners: SAFE_OWNERS,
    threshold: SAFE_THRESHOLD,
    chainId: Number(chainId),
  };
}

/**
 * A Safe transaction as `getTransactionHash` and `execTransaction` take it (no refunds).
 * @param {SafeTx} tx
 */
export const safeTxArgs = ({ to, value, data, operation }) => [
  to,
  BigInt(value),
  data,
  operation,
  0,
  0,
  0,
  ZeroAddress,
  ZeroAddress,
];

/**
 * The Safe's hash of a transaction at `nonce`, asked of the contract itself.
 * @param {import('ethers').ContractRunner} provider
 * @param {string} safe
 * @param {SafeTx} tx
 * @param {number} nonce
 * @returns {Promise<string>}
 */
export async function safeTransactionHash(provider, safe, tx, nonce) {
  const contract = new Contract(safe, SAFE_ARTIFACT.abi, provider);
  return contract.getTransactionHash(...safeTxArgs(tx), nonce);
}

/**
 * The owners' ECDSA signatures of `safeTxHash`, ordered by owner address as the Safe wants.
 * @param {string} safeTxHash
 * @param {readonly string[]} [keys]
 */
export function ownersSignatures(safeTxHash, keys = SAFE_OWNER_KEYS) {
  return concat(
    keys
      .map((key) => ({
        owner: new Wallet(key).address,
        signature: new SigningKey(key).sign(getBytes(safeTxHash)),
      }))
      .sort((a, b) => (BigInt(a.owner) < BigInt(b.owner) ? -1 : 1))
      .map(({ signature }) => concat([signature.r, signature.s, toBeHex(signature.v, 1)])),
  );
}

/**
 * Executes a proposed transaction with the owners' signatures, sent by a throwaway key.
 * @param {string} rpcUrl
 * @param {string} safe
 * @param {SafeTx & { safeTxHash: string }} proposal
 * @param {readonly string[]} [keys]
 * @returns {Promise<import('ethers').TransactionReceipt | null>}
 */
export async function executeProposal(rpcUrl, safe, proposal, keys = SAFE_OWNER_KEYS) {
  const { provider, wallet } = await fundedSigner(rpcUrl, id('portico.safe.executor'));
  try {
    const contract = new Contract(safe, SAFE_ARTIFACT.abi, wallet);
    const tx = await contract.execTransaction(
      ...safeTxArgs(proposal),
      ownersSignatures(proposal.safeTxHash, keys),
    );
    return await tx.wait();
  } finally {
    provider.destroy();
  }
}

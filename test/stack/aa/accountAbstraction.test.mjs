/**
 * ERC-4337 v0.8 on a real anvil, without a bundler: deploy the EntryPoint and our
 * SmartAccountFactory, then submit user operations with EntryPoint.handleOps from a
 * beneficiary key of our own (never an anvil dev account: other suites own their nonces).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { Contract, Interface, JsonRpcProvider, Wallet, parseEther, toBeHex } from 'ethers';
import { startAnvil } from '../chain/startAnvil.mjs';
import {
  ENTRY_POINT_ARTIFACT,
  ENTRY_POINT_INTERFACE,
  SIMPLE_ACCOUNT_INTERFACE,
  SMART_ACCOUNT_FACTORY_INTERFACE,
} from './artifacts.mjs';
import { compileSmartAccount } from './compileSmartAccount.mjs';
import {
  CREATE2_DEPLOYER,
  ENTRY_POINT_ADDRESS,
  deployAccountAbstraction,
  smartAccountFactoryAddress,
} from './deployAccountAbstraction.mjs';
import { createAccountData, executeCallData, packUserOperation } from './packUserOperation.mjs';
import { signUserOperation } from './signUserOperation.mjs';
import { smartAccountAddress } from './smartAccountAddress.mjs';

/** A guard against a hang; a busy machine may take long, and that is not a failure. */
const LIMIT = { timeout: 5 * 60_000 };
const SENT = parseEther('0.01');

let chain;
let provider;
let chainId;
let deployment;
let beneficiary;
let entryPoint;

const fund = (address, amount) => provider.send('anvil_setBalance', [address, toBeHex(amount)]);

/** Gas for a SimpleAccount op; verification covers the account's deployment. */
async function gas() {
  const block = await provider.getBlock('latest');
  const maxPriorityFeePerGas = 1_000_000_000n;
  return {
    verificationGasLimit: 600_000n,
    callGasLimit: 100_000n,
    preVerificationGas: 60_000n,
    maxPriorityFeePerGas,
    maxFeePerGas: (block?.baseFeePerGas ?? 0n) * 2n + maxPriorityFeePerGas,
  };
}

/** The ops' UserOperationEvents in a handleOps receipt. */
const userOperationEvents = (receipt) =>
  receipt.logs
    .filter((log) => log.address.toLowerCase() === ENTRY_POINT_ADDRESS.toLowerCase())
    .map((log) => ENTRY_POINT_INTERFACE.parseLog(log))
    .filter((parsed) => parsed?.name === 'UserOperationEvent');

before(async () => {
  chain = await startAnvil({ port: 0 });
  provider = new JsonRpcProvider(chain.url, undefined, { staticNetwork: true, cacheTimeout: -1 });
  chainId = (await provider.getNetwork()).chainId;
  beneficiary = Wallet.createRandom().connect(provider);
  await fund(beneficiary.address, parseEther('10'));
  entryPoint = new Contract(ENTRY_POINT_ADDRESS, ENTRY_POINT_ARTIFACT.abi, beneficiary);
});
after(async () => {
  provider?.destroy();
  await chain?.stop();
});

// One suite: node runs top-level suites concurrently, and these steps build on each other.
describe('ERC-4337 v0.8 on anvil, without a bundler', () => {
  test('the contracts compile, and the result is cached on disk', LIMIT, async (t) => {
    const { contracts, cached, ms, cacheFile } = await compileSmartAccount();
    t.diagnostic(`compileSmartAccount: ${cached ? 'cached load' : 'cold compile'} ${ms} ms`);
    assert.match(contracts.SmartAccountFactory.bytecode, /^0x[0-9a-f]+$/);
    assert.equal(
      JSON.parse(readFileSync(cacheFile, 'utf8')).SmartAccount.bytecode,
      contracts.SmartAccount.bytecode,
    );
    // The hand-written interfaces the stack encodes with match what was compiled.
    const compiled = (abi) =>
      new Set(
        new Interface(abi).fragments
          .filter((f) => f.type === 'function')
          .map((f) => f.format('sighash')),
      );
    const factoryAbi = compiled(contracts.SmartAccountFactory.abi);
    for (const fragment of SMART_ACCOUNT_FACTORY_INTERFACE.fragments) {
      assert.ok(factoryAbi.has(fragment.format('sighash')), fragment.format('sighash'));
    }
    const accountAbi = compiled(contracts.SmartAccount.abi);
    for (const name of ['execute', 'executeBatch', 'isValidSignature', 'owner', 'initialize']) {
      assert.ok(
        [...accountAbi].some((sighash) => sighash.startsWith(`${name}(`)),
        `SmartAccount.${name}`,
      );
    }
    assert.ok(
      accountAbi.has(SIMPLE_ACCOUNT_INTERFACE.getFunction('executeBatch')?.format('sighash') ?? ''),
    );
  });

  test('puts EntryPoint v0.8 at its canonical address and the factory at ours', LIMIT, async () => {
    assert.notEqual(await provider.getCode(CREATE2_DEPLOYER), '0x');
    deployment = await deployAccountAbstraction({ rpcUrl: chain.url });
    assert.deepEqual(deployment, {
      entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
      factory: await smartAccountFactoryAddress(),
      deployed: { entryPoint: true, factory: true },
    });
    // The deployed code is the artifact's runtime code with its immutables filled in: same size.
    const code = await provider.getCode(ENTRY_POINT_ADDRESS);
    assert.equal(code.length, ENTRY_POINT_ARTIFACT.deployedBytecode.length, 'EntryPoint code size');
    // The factory made the account implementation for this EntryPoint.
    const factory = new Contract(deployment.factory, SMART_ACCOUNT_FACTORY_INTERFACE, provider);
    const implementation = new Contract(
      await factory.accountImplementation(),
      SIMPLE_ACCOUNT_INTERFACE,
      provider,
    );
    assert.equal(await implementation.entryPoint(), ENTRY_POINT_ADDRESS);
  });

  test('a second deployment is a no-op', LIMIT, async () => {
    const blockBefore = await provider.getBlockNumber();
    const again = await deployAccountAbstraction({ rpcUrl: chain.url });
    assert.deepEqual(again, { ...deployment, deployed: { entryPoint: false, factory: false } });
    assert.equal(await provider.getBlockNumber(), blockBefore);
  });

  const owner = Wallet.createRandom();
  const receiver = Wallet.createRandom().address;
  let sender;

  /** Builds, packs and signs an op of `owner`'s account (`signer` signs; default the owner). */
  /**
   * @param {{ nonce: bigint, withInitCode?: boolean, signer?: import('ethers').BaseWallet }} options
   */
  async function userOperation({ nonce, withInitCode, signer = owner }) {
    const packed = packUserOperation({
      sender,
      nonce,
      ...(withInitCode
        ? { factory: deployment.factory, factoryData: createAccountData(owner.address, 0n) }
        : {}),
      callData: executeCallData(receiver, SENT),
      ...(await gas()),
    });
    const { userOpHash, signed } = signUserOperation(packed, {
      owner: signer,
      entryPoint: ENTRY_POINT_ADDRESS,
      chainId,
    });
    assert.equal(userOpHash, await entryPoint.getUserOpHash(packed), 'off-chain userOpHash');
    return { userOpHash, signed };
  }

  test('the first op deploys the account and sends 0.01 ETH', LIMIT, async () => {
    sender = await smartAccountAddress({
      runner: provider,
      factory: deployment.factory,
      owner: owner.address,
    });
    assert.equal(await provider.getCode(sender), '0x', 'counterfactual: no code yet');
    await fund(sender, parseEther('1'));
    const { userOpHash, signed } = await userOperation({ nonce: 0n, withInitCode: true });
    assert.equal(signed.initCode.slice(0, 42), deployment.factory.toLowerCase());

    const receipt = await (await entryPoint.handleOps([signed], beneficiary.address)).wait();
    assert.equal(receipt.status, 1);
    const [event, ...others] = userOperationEvents(receipt);
    assert.equal(others.length, 0);
    assert.equal(event.args.userOpHash, userOpHash);
    assert.equal(event.args.sender, sender);
    assert.equal(event.args.nonce, 0n);
    assert.equal(event.args.success, true);
    assert.notEqual(await provider.getCode(sender), '0x', 'the account is deployed');
    assert.equal(await provider.getBalance(receiver), SENT);
    const account = new Contract(sender, ['function owner() view returns (address)'], provider);
    assert.equal(await account.owner(), owner.address);
    assert.equal(await entryPoint.getNonce(sender, 0n), 1n);
  });

  test('a second op (nonce 1) needs no initCode', LIMIT, async () => {
    const { userOpHash, signed } = await userOperation({ nonce: 1n, withInitCode: false });
    assert.equal(signed.initCode, '0x');
    const receipt = await (await entryPoint.handleOps([signed], beneficiary.address)).wait();
    const [event] = userOperationEvents(receipt);
    assert.equal(event.args.userOpHash, userOpHash);
    assert.equal(event.args.nonce, 1n);
    assert.equal(event.args.success, true);
    assert.equal(await provider.getBalance(receiver), 2n * SENT);
  });

  test('a badly signed op reverts with FailedOp AA24', LIMIT, async () => {
    const { signed } = await userOperation({ nonce: 2n, signer: Wallet.createRandom() });
    const expectFailedOp = (error) => {
      const decoded = ENTRY_POINT_INTERFACE.parseError(error.data ?? error.revert?.data ?? '0x');
      assert.equal(decoded?.name, 'FailedOp', String(error));
      assert.equal(decoded.args.opIndex, 0n);
      assert.equal(decoded.args.reason, 'AA24 signature error');
      return true;
    };
    await assert.rejects(
      entryPoint.handleOps.staticCall([signed], beneficiary.address),
      expectFailedOp,
    );
    // The owner's own signature of another op (nonce 3) recovers to some other address too.
    const { signed: other } = await userOperation({ nonce: 3n });
    const garbage = { ...signed, signature: other.signature };
    await assert.rejects(
      entryPoint.handleOps.staticCall([garbage], beneficiary.address),
      expectFailedOp,
    );
    assert.equal(await entryPoint.getNonce(sender, 0n), 2n, 'the nonce did not move');
    assert.equal(await provider.getBalance(receiver), 2n * SENT);
  });
});

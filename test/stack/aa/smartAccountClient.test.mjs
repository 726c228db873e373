/**
 * The smart account client against a real bundler: anvil, EntryPoint v0.8 and our factory,
 * Alto started by startBundler, then user operations (account deployment, a transfer, a batch),
 * ERC-1271 signatures of the deployed account and ERC-6492 signatures of an undeployed one,
 * checked with ox's universal validator in a deployless eth_call.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import {
  AbiCoder,
  Contract,
  JsonRpcProvider,
  TypedDataEncoder,
  Wallet,
  concat,
  hashMessage,
  parseEther,
  toBeHex,
} from 'ethers';
import { SignatureErc6492 } from 'ox/erc6492';
import { startAnvil } from '../chain/startAnvil.mjs';
import {
  ENTRY_POINT_INTERFACE,
  ERC1271_INTERFACE,
  ERC1271_MAGIC_VALUE,
  SIMPLE_ACCOUNT_INTERFACE,
} from './artifacts.mjs';
import { compileSmartAccount } from './compileSmartAccount.mjs';
import { createSmartAccountClient } from './createSmartAccountClient.mjs';
import { ENTRY_POINT_ADDRESS, deployAccountAbstraction } from './deployAccountAbstraction.mjs';
import { JsonRpcError, jsonRpcRequest } from '../jsonRpcRequest.mjs';
import { createAccountData, packUserOperation } from './packUserOperation.mjs';
import { signUserOperation } from './signUserOperation.mjs';
import { smartAccountAddress } from './smartAccountAddress.mjs';
import { startBundler } from './startBundler.mjs';
import { listen } from '../listen.mjs';

/** A guard against a hang; a busy machine may take long, and that is not a failure. */
const LIMIT = { timeout: 5 * 60_000 };

let chain;
let bundler;
let provider;
let chainId;
let factory;
const altoLog = [];

const fund = (address, amount) => provider.send('anvil_setBalance', [address, toBeHex(amount)]);
const ms = (since) => Math.round(performance.now() - since);

/** A client for a fresh owner (and so a fresh, undeployed account). */
function newClient(owner = Wallet.createRandom()) {
  return createSmartAccountClient({
    rpcUrl: chain.url,
    bundlerUrl: bundler.url,
    chainId,
    owner,
    factory,
  });
}

/** ERC-6492's universal validator (from ox) run as a deployless eth_call: true when it says 0x01. */
async function universallyValid(signer, hash, signature) {
  const data = concat([
    SignatureErc6492.universalSignatureValidatorBytecode,
    AbiCoder.defaultAbiCoder().encode(['address', 'bytes32', 'bytes'], [signer, hash, signature]),
  ]);
  const result = await provider.call({ data });
  assert.ok(result === '0x01' || result === '0x00', `validator answered ${result}`);
  return result === '0x01';
}

const isValidSignature = (account, hash, signature) =>
  new Contract(account, ERC1271_INTERFACE, provider).isValidSignature(hash, signature);

/** How long the setup's steps took, reported by the first test. */
const timings = {};

// startAnvil and startBundler each give up on a hung start after 5 minutes; the hook's own limit
// is a backstop.
before(
  async () => {
    const started = performance.now();
    chain = await startAnvil({ port: 0 });
    provider = new JsonRpcProvider(chain.url, undefined, {
      staticNetwork: true,
      cacheTimeout: -1,
    });
    chainId = (await provider.getNetwork()).chainId;
    const compiled = await compileSmartAccount();
    timings.compile = `${compiled.cached ? 'cached load' : 'cold compile'} ${compiled.ms} ms`;
    ({ factory } = await deployAccountAbstraction({ rpcUrl: chain.url }));
    const altoStarted = performance.now();
    bundler = await startBundler({ rpcUrl: chain.url, log: (line) => altoLog.push(line) });
    timings.alto = `${ms(altoStarted)} ms`;
    timings.setup = `${ms(started)} ms`;
  },
  { timeout: 15 * 60_000 },
);
after(async () => {
  await bundler?.stop();
  provider?.destroy();
  await chain?.stop();
});

describe('the smart account client through Alto', () => {
  const owner = Wallet.createRandom();
  let client;
  let account;

  test('the bundler serves the canonical EntryPoint v0.8', LIMIT, async (t) => {
    t.diagnostic(
      `compileSmartAccount ${timings.compile}; Alto ready in ${timings.alto}; setup ${timings.setup}`,
    );
    assert.equal(bundler.url, `http://127.0.0.1:${bundler.port}`);
    const response = await fetch(bundler.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints' }),
    });
    assert.deepEqual((await response.json()).result, [ENTRY_POINT_ADDRESS]);
  });

  test('the first sendCalls deploys the account and moves ETH', LIMIT, async (t) => {
    client = newClient(owner);
    account = await client.address();
    assert.equal(await client.isDeployed(), false);
    await fund(account, parseEther('1'));
    const receiver = Wallet.createRandom().address;

    const started = performance.now();
    const userOpHash = await client.sendCalls([{ to: receiver, value: parseEther('0.01') }]);
    const sent = performance.now();
    const receipt = await client.waitForReceipt(userOpHash);
    t.diagnostic(`prepare+sign+send ${Math.round(sent - started)} ms, send→receipt ${ms(sent)} ms`);

    assert.equal(receipt.success, true);
    assert.equal(receipt.userOpHash, userOpHash);
    assert.equal(receipt.sender.toLowerCase(), account.toLowerCase());
    assert.equal(await client.isDeployed(), true);
    assert.equal(await provider.getBalance(receiver), parseEther('0.01'));
    const deployedAccount = new Contract(account, SIMPLE_ACCOUNT_INTERFACE, provider);
    assert.equal(await deployedAccount.owner(), owner.address);
    const tx = await provider.getTransactionReceipt(receipt.receipt.transactionHash);
    assert.equal(tx?.status, 1);
  });

  test('a batch of two calls is one user operation', LIMIT, async () => {
    const receiver = Wallet.createRandom().address;
    const stranger = Wallet.createRandom().address;
    const otherAccount = await smartAccountAddress({ runner: provider, factory, owner: stranger });
    const userOpHash = await client.sendCalls([
      { to: receiver, value: parseEther('0.02') },
      // The second call carries data: the (public) factory deploys an account for someone else.
      { to: factory, data: createAccountData(stranger, 0n) },
    ]);
    const receipt = await client.waitForReceipt(userOpHash);
    assert.equal(receipt.success, true);
    assert.equal(await provider.getBalance(receiver), parseEther('0.02'));
    assert.notEqual(await provider.getCode(otherAccount), '0x');

    // One operation: one UserOperationEvent in the bundle, with executeBatch of both calls.
    const tx = await provider.getTransactionReceipt(receipt.receipt.transactionHash);
    const events = tx.logs
      .filter((log) => log.address === ENTRY_POINT_ADDRESS)
      .map((log) => ENTRY_POINT_INTERFACE.parseLog(log))
      .filter((parsed) => parsed?.name === 'UserOperationEvent');
    assert.deepEqual(
      events.map((event) => [event.args.userOpHash, event.args.nonce]),
      [[userOpHash, 1n]],
    );
    const { userOperation } = await jsonRpcRequest(bundler.url, 'eth_getUserOperationByHash', [
      userOpHash,
    ]);
    const [calls] = SIMPLE_ACCOUNT_INTERFACE.decodeFunctionData(
      'executeBatch',
      userOperation.callData,
    );
    assert.deepEqual(
      calls.map((call) => call.target),
      [receiver, factory],
    );
  });

  test('the deployed account verifies its owner’s messages (ERC-1271)', LIMIT, async () => {
    const message = 'Sign in to Portico';
    const signature = await client.signMessage(message);
    assert.equal(signature, await owner.signMessage(message), 'deployed: no 6492 wrapping');
    assert.equal(
      await isValidSignature(account, hashMessage(message), signature),
      ERC1271_MAGIC_VALUE,
    );
    const strangers = await Wallet.createRandom().signMessage(message);
    assert.equal(await isValidSignature(account, hashMessage(message), strangers), '0xffffffff');
    // Another message's hash, and bytes that are no signature at all: "no", never a revert.
    assert.equal(await isValidSignature(account, hashMessage('other'), signature), '0xffffffff');
    assert.equal(await isValidSignature(account, hashMessage(message), '0x1234'), '0xffffffff');
    // A 6492-aware verifier takes plain 1271 signatures too.
    assert.equal(await universallyValid(account, hashMessage(message), signature), true);
  });

  test('a never-deployed account’s signature verifies through ERC-6492', LIMIT, async () => {
    const freshOwner = Wallet.createRandom();
    const fresh = newClient(freshOwner);
    const address = await fresh.address();
    const message = 'Register alice.portico';
    const signature = await fresh.signMessage(message);

    assert.equal(SignatureErc6492.validate(signature), true, 'ends in the 6492 magic');
    const unwrapped = SignatureErc6492.unwrap(signature);
    assert.equal(unwrapped.to.toLowerCase(), factory.toLowerCase());
    assert.equal(unwrapped.data, createAccountData(freshOwner.address, 0n));

    assert.equal(await universallyValid(address, hashMessage(message), signature), true);
    const strangers = await newClient().signMessage(message); // same factory, another owner
    const forged = SignatureErc6492.wrap({
      ...SignatureErc6492.unwrap(signature),
      signature: SignatureErc6492.unwrap(strangers).signature,
    });
    assert.equal(await universallyValid(address, hashMessage(message), forged), false);
    assert.equal(await universallyValid(address, hashMessage('other'), signature), false);

    const domain = { name: 'Portico', version: '1', chainId, verifyingContract: factory };
    const types = { Login: [{ name: 'nonce', type: 'uint256' }] };
    const typed = await fresh.signTypedData(domain, types, { nonce: 7n });
    const typedHash = TypedDataEncoder.hash(domain, types, { nonce: 7n });
    assert.equal(await universallyValid(address, typedHash, typed), true);

    // Verification ran in eth_call: still no account on chain.
    assert.equal(await provider.getCode(address), '0x');
    assert.equal(await fresh.isDeployed(), false);
  });

  test('a badly signed op is refused by the bundler, at once', LIMIT, async () => {
    // Until now every op was good: Alto (at --log-level warn) had nothing to say.
    assert.deepEqual(altoLog, []);
    const entryPoint = new Contract(ENTRY_POINT_ADDRESS, ENTRY_POINT_INTERFACE, provider);
    const nonceBefore = await entryPoint.getNonce(account, 0n);
    const { userOperation, userOpHash } = await client.prepareCalls([
      { to: Wallet.createRandom().address, value: 1n },
    ]);
    const { signed } = signUserOperation(packUserOperation(userOperation), {
      owner: Wallet.createRandom(),
      entryPoint: ENTRY_POINT_ADDRESS,
      chainId,
    });
    await assert.rejects(
      client.sendUserOperation({ ...userOperation, signature: signed.signature }),
      (error) => {
        assert.ok(error instanceof JsonRpcError, String(error));
        assert.equal(error.method, 'eth_sendUserOperation');
        assert.equal(error.code, -32507); // ERC-7769: invalid signature
        assert.match(error.message, /AA24 signature error/);
        return true;
      },
    );
    // Malformed signature bytes: the account's ECDSA.recover reverts (AA23), still an error.
    await assert.rejects(
      client.sendUserOperation({ ...userOperation, signature: '0x1234' }),
      (error) => {
        assert.ok(error instanceof JsonRpcError, String(error));
        assert.match(error.message, /AA23/);
        return true;
      },
    );
    assert.equal(await entryPoint.getNonce(account, 0n), nonceBefore);
    // The bundler is still up and takes the next good op.
    const good = await client.sendCalls([{ to: Wallet.createRandom().address, value: 1n }]);
    assert.equal((await client.waitForReceipt(good)).success, true);
    assert.equal(await entryPoint.getNonce(account, 0n), nonceBefore + 1n);
    // With a later op in a block, the refused one has no receipt (asked once).
    await assert.rejects(client.waitForReceipt(userOpHash, { timeoutMs: 0 }), /no receipt/);
  });

  test('a bundler that cannot start says why', LIMIT, async () => {
    const bare = await startAnvil({ port: 0 }); // no EntryPoint on this chain
    try {
      await assert.rejects(
        startBundler({ rpcUrl: bare.url, log: () => {} }),
        /exited before it was ready[\s\S]*Alto's output[\s\S]*entry point 0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108 does not exist/,
      );
    } finally {
      await bare.stop();
    }
  });

  test('startBundler refuses a port in use, before spawning anything', LIMIT, async () => {
    const blocker = createServer();
    await listen(blocker, 0, '0.0.0.0');
    try {
      await assert.rejects(
        startBundler({
          rpcUrl: chain.url,
          port: /** @type {import('node:net').AddressInfo} */ (blocker.address()).port,
          log: () => {},
        }),
        /cannot listen on port \d+ \(EADDRINUSE\)/,
      );
    } finally {
      blocker.close();
    }
  });

  test('stop() ends Alto', LIMIT, async () => {
    await bundler.stop();
    assert.throws(() => process.kill(bundler.pid, 0), { code: 'ESRCH' });
    await assert.rejects(client.sendCalls([{ to: account }]), /fetch failed|ECONNREFUSED/);
  });
});

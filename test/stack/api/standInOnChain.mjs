/**
 * For a `node --test` file of the API stand-in that checks signatures on a chain: anvil with
 * the ERC-4337 contracts (EntryPoint and our account factory) and the stand-in on it, started
 * before the file's tests and stopped after, the stand-in's state reset before each test.
 * Fields are set once `before` ran; read them inside tests.
 */
import { after, before, beforeEach } from 'node:test';
import { JsonRpcProvider, Wallet, parseEther, toBeHex } from 'ethers';
import { startAnvil } from '../chain/startAnvil.mjs';
import { createSmartAccountClient } from '../aa/createSmartAccountClient.mjs';
import { deployAccountAbstraction } from '../aa/deployAccountAbstraction.mjs';
import { createAccountData } from '../aa/packUserOperation.mjs';
import { startApiStandIn } from './startApiStandIn.mjs';

/** @param {object} [options] more options of `startApiStandIn` */
export function standInOnChain(options = {}) {
  const stand = {
    // Set in `before`, read only by tests (which run after it).
    chain: /** @type {Awaited<ReturnType<typeof startAnvil>>} */ (/** @type {unknown} */ (null)),
    api: /** @type {Awaited<ReturnType<typeof startApiStandIn>>} */ (/** @type {unknown} */ (null)),
    provider: /** @type {JsonRpcProvider} */ (/** @type {unknown} */ (null)),
    /** The account factory's address. */
    factory: '',
    /**
     * A smart account client of `owner`, signing as the embedded wallet's secure site does.
     * @param {import('ethers').BaseWallet} [owner]
     */
    smartAccount(owner = Wallet.createRandom()) {
      return createSmartAccountClient({
        rpcUrl: stand.chain.url,
        // Signing never reaches the bundler: only the chain, for the account's code.
        bundlerUrl: 'http://127.0.0.1:9',
        chainId: 31337n,
        owner,
        factory: stand.factory,
      });
    },
    /**
     * Deploys `owner`'s account through the public factory, paid by a funded throwaway key.
     * @param {import('ethers').BaseWallet} owner
     */
    async deployAccountOf(owner) {
      const payer = Wallet.createRandom().connect(stand.provider);
      await stand.provider.send('anvil_setBalance', [payer.address, toBeHex(parseEther('1'))]);
      await (
        await payer.sendTransaction({ to: stand.factory, data: createAccountData(owner.address) })
      ).wait();
    },
  };
  before(async () => {
    stand.chain = await startAnvil({ port: 0 });
    stand.api = await startApiStandIn({
      port: 0,
      chains: [{ chainId: 31337, rpcUrl: stand.chain.url }],
      log: () => {},
      ...options,
    });
    stand.provider = new JsonRpcProvider(stand.chain.url, undefined, {
      staticNetwork: true,
      cacheTimeout: -1,
    });
    ({ factory: stand.factory } = await deployAccountAbstraction({ rpcUrl: stand.chain.url }));
  });
  after(async () => {
    stand.provider?.destroy();
    await stand.api?.stop();
    await stand.chain?.stop();
  });
  beforeEach(() => stand.api.control.reset());
  return stand;
}

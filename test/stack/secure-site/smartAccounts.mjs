/**
 * The secure site's smart accounts (account types, get smart account enabled
 * networks / init smart account / set preferred account): an ERC-4337 account per user and
 * chain, owned by the user's key (which stays here), on the chains that have a bundler. The
 * account is counterfactual until its first user operation deploys it; its messages verify by
 * ERC-1271 once deployed and by ERC-6492 before (test/stack/aa/createSmartAccountClient.mjs).
 */
import { createSmartAccountClient } from '../aa/createSmartAccountClient.mjs';
import { SiteError } from './siteHttp.mjs';

/** The account types. */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount'];

/**
 * @param {{ chains: Map<string, { chainId: string, rpcUrl: string, bundlerUrl?: string }>,
 *   factory?: string }} options
 */
export function createSmartAccounts({ chains, factory }) {
  /** `${userId} ${caip2}` → the account's client */
  const clients = new Map();
  const chainOf = (caip2) => chains.get(caip2);
  const enabled = (caip2) => Boolean(factory && chainOf(caip2)?.bundlerUrl);

  function clientFor(user, caip2) {
    if (!enabled(caip2)) throw new SiteError(400, `Smart accounts are not enabled on ${caip2}`);
    const key = `${user.id} ${caip2}`;
    if (!clients.has(key)) {
      // enabled(): the chain, its bundler and the factory are there.
      const chain = /** @type {{ rpcUrl: string, bundlerUrl: string }} */ (chainOf(caip2));
      clients.set(
        key,
        createSmartAccountClient({
          rpcUrl: chain.rpcUrl,
          bundlerUrl: chain.bundlerUrl,
          chainId: Number(caip2.split(':')[1]),
          owner: user.wallet,
          factory: /** @type {string} */ (factory),
        }),
      );
    }
    return clients.get(key);
  }

  /** The type in use on `caip2`: the preferred one where smart accounts are enabled, else eoa. */
  const activeType = (user, caip2) =>
    user.preferredAccountType === 'smartAccount' && enabled(caip2) ? 'smartAccount' : 'eoa';

  return {
    enabled,
    clientFor,
    activeType,
    /** The chain ids (numbers) where smart accounts are enabled. */
    enabledNetworks: () =>
      [...chains.keys()].filter(enabled).map((caip2) => Number(caip2.split(':')[1])),
    /** The active account on `caip2`: `{ type, address }`. */
    async activeAccount(user, caip2) {
      const type = activeType(user, caip2);
      const address =
        type === 'smartAccount' ? await clientFor(user, caip2).address() : user.wallet.address;
      return { type, address };
    },
    /** The user's accounts: the EOA, and the smart account where enabled; and whether deployed. */
    async accountsOf(user, caip2) {
      const accounts = [{ address: user.wallet.address, type: 'eoa' }];
      if (!enabled(caip2)) return { accounts, smartAccountDeployed: false };
      const client = clientFor(user, caip2);
      accounts.push({ address: await client.address(), type: 'smartAccount' });
      return { accounts, smartAccountDeployed: await client.isDeployed() };
    },
    /**
     * The switch to a smart account is allowed only where smart accounts are enabled
     * (and from eoa); back to eoa always.
     */
    setPreferred(user, type, caip2) {
      if (!ACCOUNT_TYPES.includes(type)) throw new SiteError(400, `Unknown account type ${type}`);
      if (type === 'smartAccount' && !enabled(caip2))
        throw new SiteError(400, `Smart accounts are not enabled on ${caip2}`);
      user.preferredAccountType = type;
    },
    clear: () => clients.clear(),
  };
}

import { useAccount, useNetwork, useSignIn, type ChainNamespace } from 'portico';
import type { DemoDevWallet } from './devWallets';

/**
 * What the host app knows about the visitor's account, through `useAccount` and `useNetwork`;
 * and, with `?wallet=dev`, buttons that act as the wallet's user would in the extension.
 */
export function AccountStatus({
  devWallets,
  namespaces = [],
}: {
  devWallets: DemoDevWallet[];
  /** With several namespaces (`?solana=1`), each one's account too (`useAccount({ namespace })`). */
  namespaces?: readonly ChainNamespace[];
}) {
  const { status, address, caipAddress } = useAccount();
  const { network, caipNetworkId, supported } = useNetwork();
  const signIn = useSignIn();
  const networkText = network
    ? `${network.name} (${caipNetworkId})${supported ? '' : ' · unsupported'}`
    : 'none';
  return (
    <section className="demo-panel" aria-labelledby="demo-account-heading">
      <h2 id="demo-account-heading">Account</h2>
      <dl className="demo-facts">
        <dt>Status</dt>
        <dd>
          <output data-testid="account-status" data-status={status}>
            {status}
          </output>
        </dd>
        <dt>Address</dt>
        <dd>
          <output data-testid="account-address" data-caip-address={caipAddress ?? ''}>
            {address ?? 'none'}
          </output>
        </dd>
        <dt>Network</dt>
        <dd>
          <output data-testid="account-network" data-caip-network-id={caipNetworkId ?? ''}>
            {networkText}
          </output>
        </dd>
        {namespaces.map((namespace) => (
          <NamespaceAccount key={namespace} namespace={namespace} />
        ))}
        <dt>Sign-in</dt>
        <dd>
          <output data-testid="signin-status" data-caip-address={signIn.caipAddress ?? ''}>
            {signIn.status}
          </output>
        </dd>
      </dl>
      {devWallets.map(({ info, controls }) => (
        <div
          key={info.rdns}
          className="demo-buttons"
          role="group"
          aria-label={`${info.name} (its user's actions)`}
        >
          <button
            type="button"
            onClick={() => controls.switchAccount((controls.getState().accountIndex + 1) % 10)}
          >
            {info.name}: next account
          </button>
          <button type="button" onClick={() => controls.disconnect()}>
            {info.name}: disconnect
          </button>
        </div>
      ))}
    </section>
  );
}

/** One namespace's account, whichever namespace is active. */
function NamespaceAccount({ namespace }: { namespace: ChainNamespace }) {
  const { status, caipAddress } = useAccount({ namespace });
  return (
    <>
      <dt>{namespace}</dt>
      <dd>
        <output data-testid={`account-${namespace}`} data-status={status}>
          {caipAddress ?? status}
        </output>
      </dd>
    </>
  );
}

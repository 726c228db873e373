import { useChainId, useConnect, useConnection, useConnectors, useDisconnect } from 'wagmi';

/**
 * What the host's own wagmi hooks see (`useConnection`, `useChainId`), and wagmi's own connect
 * and disconnect, used outside the modal: the modal follows them, and they follow the modal.
 */
export function WagmiPanel() {
  const { status, address } = useConnection();
  const chainId = useChainId();
  const connectors = useConnectors();
  const { mutate: connect } = useConnect();
  const { mutate: disconnect } = useDisconnect();
  const wallet = connectors.find((connector) => connector.type === 'injected');
  return (
    <section className="demo-panel" aria-labelledby="demo-wagmi-heading">
      <h2 id="demo-wagmi-heading">wagmi hooks</h2>
      <dl className="demo-facts">
        <dt>Status</dt>
        <dd>
          <output data-testid="wagmi-status">{status}</output>
        </dd>
        <dt>Address</dt>
        <dd>
          <output data-testid="wagmi-address">{address ?? 'none'}</output>
        </dd>
        <dt>Chain id</dt>
        <dd>
          <output data-testid="wagmi-chain-id">{chainId}</output>
        </dd>
      </dl>
      <button
        type="button"
        disabled={!wallet || status === 'connected'}
        onClick={() => wallet && connect({ connector: wallet })}
      >
        wagmi connect
      </button>
      <button type="button" disabled={status !== 'connected'} onClick={() => disconnect()}>
        wagmi disconnect
      </button>
    </section>
  );
}

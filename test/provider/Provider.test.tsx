import { storeOf } from '../../src/modal/storeOf';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider, useSelector } from 'react-redux';
import {
  ConnectButton,
  WalletModalEmbed,
  WalletModalProvider,
  createWalletModal,
  useAccount,
  useWalletModal,
} from '../../src';
import { accountConnected } from '../../src/features/connections/connectionsSlice';
import { viewPushed } from '../../src/features/router/routerSlice';
import { baseConfig, connectedAccount } from '../support/fixtures';
import { axeInAct } from '../support/axeInAct';

function Status({ name }: { name: string }) {
  const { isOpen, view, open } = useWalletModal();
  return (
    <button type="button" onClick={() => open()}>
      {`${name}: ${isOpen ? 'open' : 'closed'} ${view}`}
    </button>
  );
}

describe('WalletModalProvider', () => {
  it('behavior: mounting makes zero network requests and loads no modal code', () => {
    const fetchSpy = jest.fn();
    const xhrOpen = jest.spyOn(XMLHttpRequest.prototype, 'open');
    const original = globalThis.fetch;
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    try {
      render(
        <WalletModalProvider config={baseConfig}>
          <ConnectButton />
        </WalletModalProvider>,
      );
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(xhrOpen).not.toHaveBeenCalled();
      expect(document.querySelector('script')).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      globalThis.fetch = original;
      xhrOpen.mockRestore();
    }
  });

  it('behavior: two providers on one page keep separate state', async () => {
    render(
      <>
        <WalletModalProvider config={baseConfig}>
          <Status name="first" />
        </WalletModalProvider>
        <WalletModalProvider config={baseConfig}>
          <Status name="second" />
        </WalletModalProvider>
      </>,
    );
    act(() => screen.getByText(/^first/).click());
    expect(screen.getByText('first: open Connect')).toBeTruthy();
    expect(screen.getByText('second: closed Connect', { ignore: false })).toBeTruthy();
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    expect(await screen.findByText('No wallets detected')).toBeVisible();
  });

  it('behavior: a host app’s own react-redux store does not collide with Portico’s', () => {
    const host = createSlice({
      name: 'host',
      initialState: { greeting: 'hello from host' },
      reducers: {},
    });
    const hostStore = configureStore({ reducer: { host: host.reducer } });
    function HostGreeting() {
      const greeting = useSelector((s: ReturnType<typeof hostStore.getState>) => s.host.greeting);
      return <p>{greeting}</p>;
    }
    render(
      <Provider store={hostStore}>
        <WalletModalProvider config={baseConfig}>
          <HostGreeting />
          <Status name="modal" />
        </WalletModalProvider>
      </Provider>,
    );
    expect(screen.getByText('hello from host')).toBeTruthy();
    expect(screen.getByText('modal: closed Connect')).toBeTruthy();
  });

  it('behavior: server rendering does not touch window and does not crash', () => {
    const html = renderToString(
      <WalletModalProvider config={baseConfig}>
        <ConnectButton />
      </WalletModalProvider>,
    );
    expect(html).toContain('Connect Wallet');
    expect(html).not.toContain('dialog');
  });

  it('behavior: useAccount and the connect button follow the connection', () => {
    const modal = createWalletModal(baseConfig);
    function Account() {
      const { address, status } = useAccount();
      return <p>{`${status} ${address ?? '-'}`}</p>;
    }
    render(
      <WalletModalProvider modal={modal}>
        <Account />
        <ConnectButton />
      </WalletModalProvider>,
    );
    expect(screen.getByText('disconnected -')).toBeTruthy();
    act(() => storeOf(modal).dispatch(accountConnected(connectedAccount)));
    expect(screen.getByText('connected 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBeTruthy();
    expect(screen.getByRole('button', { name: '0xf39F…2266' })).toBeTruthy();
  });

  it("parameters: useAccount({ namespace }) reads that namespace's account beside the active one", async () => {
    const modal = createWalletModal(baseConfig);
    const SOLANA = '83DQh7nL8BxVNimzMA6f6rhKhfzY4CrVzHWjACzHiV9g';
    function Accounts() {
      const active = useAccount();
      const evm = useAccount({ namespace: 'eip155' });
      const solana = useAccount({ namespace: 'solana' });
      return (
        <p>
          {[active, evm, solana]
            .map((a) => `${a.namespace}:${a.status}:${a.address ?? '-'}`)
            .join(' ')}
        </p>
      );
    }
    render(
      <WalletModalProvider modal={modal}>
        <Accounts />
      </WalletModalProvider>,
    );
    expect(
      screen.getByText('null:disconnected:- eip155:disconnected:- solana:disconnected:-'),
    ).toBeTruthy();
    act(() => storeOf(modal).dispatch(accountConnected(connectedAccount)));
    act(() =>
      storeOf(modal).dispatch(
        accountConnected({
          namespace: 'solana',
          connectorId: 'io.portico.dev.solana',
          kind: 'injected',
          caipAddress: `solana:G1dHUr8XxahV99RXqn3K3DnwUacUMogP:${SOLANA}`,
        }),
      ),
    );
    const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    const active = screen.getByText(/^solana:connected|^eip155:connected/).textContent!;
    expect(active.split(' ').slice(1)).toEqual([
      `eip155:connected:${evm}`,
      `solana:connected:${SOLANA}`,
    ]);
    // That Solana chain is not configured, so the modal asks to switch network.
    const dialog = await screen.findByRole('dialog', { name: 'Switch Network' });
    expect(await within(dialog).findByRole('button', { name: 'Disconnect' })).toBeVisible();
  });

  it('behavior: hooks outside the provider throw a clear error', () => {
    expect(() => render(<Status name="orphan" />)).toThrow(
      'Portico hooks must be used inside <WalletModalProvider>',
    );
  });

  it('behavior: embedded mode renders inline with no overlay, and close only resets the view', async () => {
    const modal = createWalletModal({ ...baseConfig, embedded: true });
    const { container } = render(
      <WalletModalProvider modal={modal}>
        <WalletModalEmbed />
      </WalletModalProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Connect Wallet' });
    expect(container.contains(region)).toBe(true);
    expect(document.querySelector('.portico-overlay')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      modal.open();
      storeOf(modal).dispatch(viewPushed('AllWallets'));
    });
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(storeOf(modal).getState().router.history).toEqual(['Connect']);
    expect(screen.getByRole('region', { name: 'Connect Wallet' })).toBeTruthy();
    expect(await axeInAct(container)).toHaveNoViolations();
  });

  it('behavior: WalletModalEmbed without embedded mode fails clearly', () => {
    expect(() =>
      render(
        <WalletModalProvider config={baseConfig}>
          <WalletModalEmbed />
        </WalletModalProvider>,
      ),
    ).toThrow('needs `embedded: true`');
  });
});

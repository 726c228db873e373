import { storeOf } from '../../src/modal/storeOf';
import { useEffect, useState } from 'react';
import {
  back,
  close,
  open,
  PorticoError,
  PSEUDO_LOCALE,
  SUPPORTED_LOCALES,
  type ModalSnapshot,
  type View,
  type WalletModal,
} from 'portico';
// The demo shows off the modal's alert and toast states: internal actions, not the host API.
import { alertRaised } from '../../src/features/alerts/alertsSlice';
import { showToast } from '../../src/features/notifications/notificationsSlice';

/**
 * Views the host can open directly, one button each. The others need a state to show
 * (ConnectingExternal an attempt, SwitchNetwork a switch, SwitchActiveChain a confirmation)
 * and are reached through the flows that set it.
 */
export const DEMO_VIEWS: readonly View[] = [
  'Connect',
  'Account',
  'Networks',
  'UnsupportedChain',
  'RegisterAccountName',
  'OnrampProviders',
];

function describe(snapshot: ModalSnapshot): string {
  const state = snapshot.isOpen ? 'open' : 'closed';
  return `${state} · ${snapshot.view} · ${snapshot.caipAddress ?? 'not connected'}`;
}

/**
 * What host code can do to the modal from outside React: open it on a view, dispatch the
 * exported actions, show a toast, raise an alert. While the dialog is open the page is inert,
 * so tests press these buttons with a synthetic click, as host code would act from a timer.
 */
export function HostControls({ modal }: { modal: WalletModal }) {
  const [snapshot, setSnapshot] = useState(() => modal.getSnapshot());
  const [lastAction, setLastAction] = useState('none');
  useEffect(() => {
    setSnapshot(modal.getSnapshot());
    return modal.subscribeState(setSnapshot);
  }, [modal]);

  const run = (name: string, action: () => void) => {
    try {
      action();
      setLastAction(name);
    } catch (error) {
      setLastAction(
        `${name} failed: ${error instanceof PorticoError ? error.code : String(error)}`,
      );
    }
  };
  // The toast and the alert bar live inside the modal: open it first so they can be seen.
  const openIfClosed = () => {
    if (!modal.getSnapshot().isOpen) modal.open();
  };

  return (
    <section className="demo-panel" aria-labelledby="demo-host-heading">
      <h2 id="demo-host-heading">Host controls</h2>
      <p>
        Modal: <output data-testid="modal-snapshot">{describe(snapshot)}</output>
      </p>
      <div className="demo-buttons">
        {DEMO_VIEWS.map((view) => (
          <button
            key={view}
            type="button"
            onClick={() => run(`open ${view}`, () => modal.open({ view }))}
          >
            Open {view} view
          </button>
        ))}
        <button type="button" onClick={() => run('open()', () => modal.dispatch(open()))}>
          Dispatch open()
        </button>
        <button type="button" onClick={() => run('close()', () => modal.dispatch(close()))}>
          Dispatch close()
        </button>
        <button type="button" onClick={() => run('back()', () => modal.dispatch(back()))}>
          Dispatch back()
        </button>
        <button
          type="button"
          onClick={() =>
            run('showToast', () => {
              openIfClosed();
              storeOf(modal).dispatch(
                showToast({ messageKey: 'connect.noWallets', variant: 'error' }),
              );
            })
          }
        >
          Show error toast
        </button>
        <button
          type="button"
          onClick={() =>
            run('alertRaised', () => {
              openIfClosed();
              storeOf(modal).dispatch(alertRaised('ORIGIN_NOT_ALLOWED'));
            })
          }
        >
          Raise alert
        </button>
      </div>
      <p>
        <label>
          Language{' '}
          <select
            data-testid="demo-locale"
            defaultValue=""
            onChange={(event) =>
              run(`setLocale(${event.target.value})`, () => modal.setLocale(event.target.value))
            }
          >
            <option value="" disabled>
              as configured
            </option>
            {[...SUPPORTED_LOCALES, PSEUDO_LOCALE].map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </label>
      </p>
      <p>
        Last host action: <output data-testid="host-action">{lastAction}</output>
      </p>
    </section>
  );
}

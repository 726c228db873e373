import { useRef } from 'react';
import {
  selectActiveConnection,
  selectConnectionStatus,
} from '../features/connections/connectionsSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import type { PorticoState } from '../features/PorticoState';
import { useFirstOpenTranslate } from '../i18n/useFirstOpenTranslate';
import { selectLocale } from '../features/locale/localeSelectors';
import { Portal } from '../ui/Portal';

/** The wallet being connected or connected: the attempt's, else the active connection's. */
const selectWalletName = (state: PorticoState): string => {
  const id = state.connections.attempt?.connectorId ?? selectActiveConnection(state)?.connectorId;
  return state.connectors.list.find((connector) => connector.id === id)?.name ?? '';
};

/**
 * Tells screen-reader users what changes while focus stays put: connecting, connected,
 * disconnected. Only transitions are announced, never the state found when the modal opens.
 */
export function ConnectionAnnouncer() {
  const t = useFirstOpenTranslate();
  const status = usePorticoSelector(selectConnectionStatus);
  const wallet = usePorticoSelector(selectWalletName);
  const locale = usePorticoSelector(selectLocale);
  // The message changes with a transition, in the same render (no effect and second render):
  // the previous status is remembered across renders, never the state found when mounting.
  const last = useRef({ status, message: '' });
  if (last.current.status !== status) {
    const message =
      status === 'connecting'
        ? t('announce.connecting', { wallet })
        : status === 'connected'
          ? t('announce.connected', { wallet })
          : status === 'disconnected'
            ? t('announce.disconnected')
            : last.current.message;
    last.current = { status, message };
  }
  const { message } = last.current;

  return (
    <Portal attribute="data-portico-announcer">
      <div className="portico-visually-hidden" role="status" lang={locale}>
        {message}
      </div>
    </Portal>
  );
}

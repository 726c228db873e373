import { useEffect, useRef, useState } from 'react';
import {
  selectActiveConnection,
  selectConnectionStatus,
} from '../features/connections/connectionsSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import type { PorticoState } from '../store/rootReducer';
import { useTranslate } from '../i18n/useTranslate';
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
  const t = useTranslate();
  const status = usePorticoSelector(selectConnectionStatus);
  const wallet = usePorticoSelector(selectWalletName);
  const locale = usePorticoSelector(selectLocale);
  const previous = useRef(status);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (previous.current === status) return;
    previous.current = status;
    if (status === 'connecting') setMessage(t('announce.connecting', { wallet }));
    else if (status === 'connected') setMessage(t('announce.connected', { wallet }));
    else if (status === 'disconnected') setMessage(t('announce.disconnected'));
  }, [status, wallet, t]);

  return (
    <Portal attribute="data-portico-announcer">
      <div className="portico-visually-hidden" role="status" lang={locale}>
        {message}
      </div>
    </Portal>
  );
}

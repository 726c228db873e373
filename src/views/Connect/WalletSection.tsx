import { useEffect, useId, useRef } from 'react';
import { displayName } from '../../adapter/displayName';
import { safeImageUrl } from '../../adapter/isSafeImageUrl';
import { selectOrderedConnectors } from '../../features/connectors/connectorsSelectors';
import { connectorSelected } from '../../features/connectors/connectorsSlice';
import { selectFeatures } from '../../features/options/selectFeatures';
import { viewPushed } from '../../features/router/routerSlice';
import { useFirstOpenTranslate } from '../../i18n/useFirstOpenTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { GridIcon, WalletIcon } from '../../ui/icons';
import { ListButton } from '../../ui/ListButton';
import { useListKeyboard } from '../../ui/useListKeyboard';
import { useConnectGate } from './ConnectGate';

/**
 * The wallet connect method: connectors in the configured order, recent ones first-class,
 * then "All Wallets" (feature `allWallets`) when a pairing connector can reach them.
 * `focusOnMount`: revealed by "Continue with a wallet", focus moves to its first control.
 */
export function WalletSection({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const t = useFirstOpenTranslate();
  const dispatch = usePorticoDispatch();
  const connectors = usePorticoSelector(selectOrderedConnectors);
  const { allWallets } = usePorticoSelector(selectFeatures);
  const showAllWallets = allWallets && connectors.some((c) => c.group === 'walletConnect');
  // useId: two modals on one page must not share the id aria-labelledby points at.
  const headingId = useId();
  const listKeys = useListKeyboard();
  const { blocked, reasonId } = useConnectGate();
  const describedBy = blocked && reasonId ? { describedBy: reasonId } : {};
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    const section = sectionRef.current;
    // No wallet to focus: the heading, so the reveal is still heard.
    (
      section?.querySelector<HTMLElement>('button:enabled') ?? section?.querySelector('h3')
    )?.focus();
  }, [focusOnMount]);
  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="portico-section">
      <h3 id={headingId} className="portico-section-title" tabIndex={focusOnMount ? -1 : undefined}>
        {t('connect.walletsHeading')}
      </h3>
      {connectors.length === 0 ? (
        <div className="portico-empty">
          <p>{t('connect.noWallets')}</p>
          <p className="portico-muted">{t('connect.noWalletsHint')}</p>
        </div>
      ) : (
        <ul className="portico-list" {...listKeys}>
          {connectors.map((connector) => {
            // Adapters clean what wallets announce; checked again here, whichever adapter it was.
            const imageUrl = safeImageUrl(connector.imageUrl);
            return (
              <li key={connector.id}>
                <ListButton
                  label={displayName(connector.name, connector.id)}
                  fallbackIcon={<WalletIcon />}
                  {...(imageUrl ? { imageUrl } : {})}
                  tags={[
                    ...(connector.recent ? [t('connect.recent')] : []),
                    ...(connector.installed ? [t('connect.installed')] : []),
                  ]}
                  disabled={blocked}
                  {...describedBy}
                  onClick={() => {
                    if (!blocked) dispatch(connectorSelected(connector.id));
                  }}
                />
              </li>
            );
          })}
          {showAllWallets ? (
            <li>
              <ListButton
                label={t('connect.allWallets')}
                fallbackIcon={<GridIcon />}
                disabled={blocked}
                {...describedBy}
                onClick={() => {
                  if (!blocked) dispatch(viewPushed('AllWallets'));
                }}
              />
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

import { useId } from 'react';
import { displayName } from '../../adapter/displayName';
import { safeImageUrl } from '../../adapter/isSafeImageUrl';
import { selectOrderedConnectors } from '../../features/connectors/connectorsSelectors';
import { connectorSelected } from '../../features/connectors/connectorsSlice';
import { selectFeatures } from '../../features/options/selectFeatures';
import { viewPushed } from '../../features/router/routerSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { GridIcon, WalletIcon } from '../../ui/icons';
import { ListButton } from '../../ui/ListButton';
import { useListKeyboard } from '../../ui/useListKeyboard';

/**
 * The wallet connect method: connectors in the configured order, recent ones first-class,
 * then "All Wallets" (spec §1 feature `allWallets`) when a pairing connector can reach them.
 */
export function WalletSection() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const connectors = usePorticoSelector(selectOrderedConnectors);
  const { allWallets } = usePorticoSelector(selectFeatures);
  const showAllWallets = allWallets && connectors.some((c) => c.group === 'walletConnect');
  // useId: two modals on one page must not share the id aria-labelledby points at.
  const headingId = useId();
  const listKeys = useListKeyboard();
  return (
    <section aria-labelledby={headingId} className="portico-section">
      <h3 id={headingId} className="portico-section-title">
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
                  onClick={() => dispatch(connectorSelected(connector.id))}
                />
              </li>
            );
          })}
          {showAllWallets ? (
            <li>
              <ListButton
                label={t('connect.allWallets')}
                fallbackIcon={<GridIcon />}
                onClick={() => dispatch(viewPushed('AllWallets'))}
              />
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

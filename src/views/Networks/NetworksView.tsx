import { useId } from 'react';
import type { CaipNetwork } from '../../adapter/CaipNetwork';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import { selectActiveNetwork, selectNetworks } from '../../features/networks/networksSelectors';
import { switchNetwork } from '../../features/networks/networksSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { NetworkIcon } from '../../ui/icons';
import { ListButton } from '../../ui/ListButton';
import { useListKeyboard } from '../../ui/useListKeyboard';

/** The configured networks by namespace, in the order each namespace first appears. */
export function groupByNamespace(networks: readonly CaipNetwork[]) {
  const groups = new Map<ChainNamespace, CaipNetwork[]>();
  for (const network of networks) {
    const list = groups.get(network.chainNamespace) ?? [];
    list.push(network);
    groups.set(network.chainNamespace, list);
  }
  return [...groups].map(([namespace, list]) => ({ namespace, networks: list }));
}

/**
 * Every configured network, the active one marked; choosing one follows the rules
 * (another namespace may open SwitchActiveChain). With several namespaces, each is a group
 * of its own under a heading.
 */
export function NetworksView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const networks = usePorticoSelector(selectNetworks);
  const active = usePorticoSelector(selectActiveNetwork);
  const idPrefix = useId();
  const groups = groupByNamespace(networks);
  // On the outermost list, so arrows go through every namespace's group.
  const listKeys = useListKeyboard();
  const grouped = groups.length > 1;
  const list = (members: CaipNetwork[], label: string, labelledBy?: string) => (
    <ul
      className="portico-list"
      {...(grouped ? {} : listKeys)}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label })}
    >
      {members.map((network) => {
        const isActive = network.caipNetworkId === active?.caipNetworkId;
        return (
          <li key={network.caipNetworkId}>
            <ListButton
              label={network.name}
              fallbackIcon={<NetworkIcon />}
              {...(network.assets?.imageUrl ? { imageUrl: network.assets.imageUrl } : {})}
              current={isActive}
              tags={[
                ...(isActive ? [t('networks.active')] : []),
                ...(network.testnet ? [t('networks.testnet')] : []),
              ]}
              onClick={() => dispatch(switchNetwork(network.caipNetworkId))}
            />
          </li>
        );
      })}
    </ul>
  );
  if (!grouped) return list(networks as CaipNetwork[], t('networks.listLabel'));
  return (
    <div className="portico-network-groups" {...listKeys}>
      {groups.map(({ namespace, networks: members }) => {
        const headingId = `${idPrefix}-${namespace}`;
        return (
          <section key={namespace} className="portico-network-group">
            <h3 id={headingId} className="portico-section-title">
              {t(`networks.group.${namespace}`)}
            </h3>
            {list(members, '', headingId)}
          </section>
        );
      })}
    </div>
  );
}

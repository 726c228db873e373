import { useState } from 'react';
import {
  selectIndexedCaipAddress,
  selectShowsActivity,
} from '../../features/activity/activitySelectors';
import { selectApiEnabled } from '../../features/options/optionsSelectors';
import type { ActiveTokens } from '../../features/tokens/tokensSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoSelector } from '../../store/PorticoReduxContext';
import { Tabs, type TabItem } from '../../ui/Tabs';
import { ActivityList } from '../Transactions/ActivityList';
import { NftGrid } from './NftGrid';
import { TokenList } from './TokenList';

type AccountTab = 'tokens' | 'nfts' | 'activity';

/**
 * Account tabs: Tokens, NFTs, Activity. NFTs and Activity need the product API and a
 * chain it indexes (EVM only); Activity also the `activity` flag.
 */
export function AccountTabs({ tokens }: { tokens: ActiveTokens | null }) {
  const t = useTranslate();
  const [selected, setSelected] = useState<AccountTab>('tokens');
  const indexed = usePorticoSelector(selectIndexedCaipAddress) !== null;
  const api = usePorticoSelector(selectApiEnabled);
  const showsActivity = usePorticoSelector(selectShowsActivity);
  const tabs: TabItem<AccountTab>[] = [
    ...(tokens ? [{ key: 'tokens' as const, label: t('account.tab.tokens') }] : []),
    ...(api && indexed ? [{ key: 'nfts' as const, label: t('account.tab.nfts') }] : []),
    ...(api && showsActivity
      ? [{ key: 'activity' as const, label: t('account.tab.activity') }]
      : []),
  ];
  if (tabs.length === 0) return null;
  const current = tabs.some((tab) => tab.key === selected) ? selected : tabs[0]!.key;
  return (
    <Tabs<AccountTab>
      label={t('account.tabs')}
      tabs={tabs}
      selected={current}
      onSelect={setSelected}
    >
      {current === 'tokens' && tokens ? <TokenList tokens={tokens} /> : null}
      {current === 'nfts' ? <NftGrid /> : null}
      {current === 'activity' ? <ActivityList /> : null}
    </Tabs>
  );
}

import { useEffect } from 'react';
import { selectIndexedCaipAddress } from '../../features/activity/activitySelectors';
import {
  nftsMoreRequested,
  nftsRefreshRequested,
  nftsRequested,
} from '../../features/nfts/nftsActions';
import { selectActiveNfts } from '../../features/nfts/nftsSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { LoadMore } from '../../ui/LoadMore';
import { PagedListNote } from './PagedListNote';

/** The NFTs tab: the account's NFTs with image, name and collection; spam hidden. */
export function NftGrid() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const caipAddress = usePorticoSelector(selectIndexedCaipAddress);
  const nfts = usePorticoSelector(selectActiveNfts);

  useEffect(() => {
    if (caipAddress) dispatch(nftsRequested());
  }, [dispatch, caipAddress]);

  if (!nfts) return null;
  const { status, items, hasMore } = nfts;
  const note = (
    <PagedListNote
      status={status}
      empty={items.length === 0}
      loading={t('nfts.loading')}
      emptyText={t('nfts.empty')}
      failed={t('nfts.failed')}
      retry={t('nfts.retry')}
      onRetry={() => dispatch(nftsRefreshRequested())}
    />
  );
  if (status === 'failed' || items.length === 0) return note;
  return (
    <div aria-busy={status === 'loading'}>
      <ul className="portico-nft-grid">
        {items.map((nft) => (
          <li key={nft.id} className="portico-nft">
            {nft.imageUrl ? (
              <img
                className="portico-nft-image"
                src={nft.imageUrl}
                alt={nft.name}
                width={148}
                height={148}
                loading="lazy"
              />
            ) : (
              <span className="portico-nft-image" aria-hidden="true" />
            )}
            <span className="portico-nft-name">{nft.name}</span>
            <span className="portico-nft-collection">
              <span className="portico-visually-hidden">{t('nfts.collection')} </span>
              {nft.collection.name}
            </span>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <LoadMore
          state={status === 'loadingMore' ? 'loading' : status === 'moreFailed' ? 'failed' : 'idle'}
          onMore={() => dispatch(nftsMoreRequested())}
          moreLabel={t('nfts.loadMore')}
          loadingLabel={t('nfts.loadingMore')}
          failedLabel={t('nfts.moreFailed')}
          retryLabel={t('nfts.retry')}
        />
      ) : null}
    </div>
  );
}

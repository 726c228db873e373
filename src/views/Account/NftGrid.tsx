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
import { Button } from '../../ui/Button';
import { LoadMore } from '../../ui/LoadMore';
import { Spinner } from '../../ui/Spinner';

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
  if (status === 'failed') {
    return (
      <div className="portico-list-note" role="alert">
        <p className="portico-error-text">{t('nfts.failed')}</p>
        <Button variant="secondary" onClick={() => dispatch(nftsRefreshRequested())}>
          {t('nfts.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return status === 'loading' ? (
      <p className="portico-list-note">
        <Spinner label={t('nfts.loading')} />
      </p>
    ) : (
      <p className="portico-list-note">{t('nfts.empty')}</p>
    );
  }
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

import { useState } from 'react';
import { isSafeImageUrl } from '../../adapter/isSafeImageUrl';
import { WalletIcon } from '../../ui/icons';
import type { WalletListing } from '../../features/walletList/types';

/** One wallet: its image (the generic glyph when it has none or it fails to load) and name. */
export function WalletRow({
  wallet,
  tags,
  onClick,
}: {
  wallet: WalletListing;
  tags: string[];
  onClick: () => void;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <button type="button" className="portico-list-button" onClick={onClick}>
      {isSafeImageUrl(wallet.imageUrl) && !broken ? (
        <img
          src={wallet.imageUrl}
          alt=""
          width={32}
          height={32}
          // A long list: rows below the fold load their image when scrolled to.
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
        />
      ) : (
        <span className="portico-list-icon">
          <WalletIcon />
        </span>
      )}
      <span className="portico-list-label">{wallet.name}</span>
      {tags.map((tag) => (
        <span key={tag} className="portico-tag">
          {tag}
        </span>
      ))}
    </button>
  );
}

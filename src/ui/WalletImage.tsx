import { WalletIcon } from './icons';

/** A wallet's announced icon (EIP-6963 data URI or URL), or the generic wallet glyph. */
export function WalletImage({
  imageUrl,
  size = 64,
}: {
  imageUrl?: string | undefined;
  size?: number;
}) {
  return imageUrl ? (
    <img src={imageUrl} alt="" width={size} height={size} className="portico-wallet-image" />
  ) : (
    <span className="portico-wallet-image" aria-hidden="true">
      <WalletIcon />
    </span>
  );
}

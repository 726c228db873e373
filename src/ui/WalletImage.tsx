import { isSafeImageUrl } from '../adapter/isSafeImageUrl';
import { WalletIcon } from './icons';

/**
 * A wallet's announced icon (EIP-6963 data URI or URL), or the generic wallet glyph when it has
 * none or it is not a safe image (`isSafeImageUrl`: checked here too, whatever adapter gave it).
 */
export function WalletImage({
  imageUrl,
  size = 64,
}: {
  imageUrl?: string | undefined;
  size?: number;
}) {
  return isSafeImageUrl(imageUrl) ? (
    <img src={imageUrl} alt="" width={size} height={size} className="portico-wallet-image" />
  ) : (
    <span className="portico-wallet-image" aria-hidden="true">
      <WalletIcon />
    </span>
  );
}

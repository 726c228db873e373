import type { SwapToken } from '../../features/swap/types';

/** A token's icon (already checked safe), or its first letter on a disc. Decorative. */
export function TokenIcon({ token, size = 24 }: { token: SwapToken; size?: number }) {
  return token.iconUrl ? (
    <img src={token.iconUrl} alt="" width={size} height={size} className="portico-token-icon" />
  ) : (
    <span className="portico-token-icon" data-letter="" aria-hidden="true">
      {token.symbol.slice(0, 1)}
    </span>
  );
}

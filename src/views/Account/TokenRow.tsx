import type { TokenRow as TokenRowData } from '../../features/tokens/tokensSelectors';

/** One token: icon, symbol, quantity (3 decimals) and value, both formatted for the locale. */
export function TokenRow({
  token,
  quantity,
  value,
}: {
  token: TokenRowData;
  quantity: string;
  value: string;
}) {
  return (
    <li className="portico-token">
      {token.iconUrl ? (
        <img className="portico-token-icon" src={token.iconUrl} alt="" width={32} height={32} />
      ) : (
        <span className="portico-token-icon" aria-hidden="true" />
      )}
      <span className="portico-token-symbol">{token.symbol}</span>{' '}
      <span className="portico-token-quantity">{quantity}</span>{' '}
      <span className="portico-token-value">{value}</span>
    </li>
  );
}

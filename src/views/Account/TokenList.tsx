import type { ActiveTokens } from '../../features/tokens/tokensSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { useNumberFormats } from '../../i18n/useNumberFormats';
import { TokenRow } from './TokenRow';
import { TokensUnavailable } from './TokensUnavailable';

/**
 * The Tokens tab of Account: loading, the list by value with its total (or none), or
 * unavailable with a retry.
 */
export function TokenList({ tokens }: { tokens: ActiveTokens }) {
  const t = useTranslate();
  const formats = useNumberFormats();
  const formatFiat = formats.fiat;
  const { status, rows } = tokens;
  let body;
  if (status === 'failed' || status === 'unsupported') {
    body = <TokensUnavailable lastFailureAt={status === 'failed' ? tokens.lastFailureAt : null} />;
  } else if (rows.length > 0) {
    body = (
      <>
        <p className="portico-tokens-total">
          {t('tokens.total')} <span>{formatFiat(tokens.total)}</span>
        </p>
        <ul className="portico-token-list" aria-label={t('account.tokens')}>
          {rows.map((token) => (
            <TokenRow
              key={token.key}
              token={token}
              quantity={formats.amount(token.quantity)}
              value={formatFiat(token.fiat)}
            />
          ))}
        </ul>
      </>
    );
  } else {
    body = (
      <p className="portico-tokens-note">
        {t(status === 'loading' ? 'tokens.loading' : 'tokens.empty')}
      </p>
    );
  }
  return (
    <div className="portico-tokens" aria-busy={status === 'loading'}>
      <div aria-live="polite">{body}</div>
    </div>
  );
}

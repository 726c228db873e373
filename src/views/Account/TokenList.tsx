import { useId, useMemo } from 'react';
import { selectLocale } from '../../features/options/optionsSelectors';
import type { ActiveTokens } from '../../features/tokens/tokensSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoSelector } from '../../store/PorticoReduxContext';
import { createFiatFormatter } from '../../utils/formatFiat';
import { TokenRow } from './TokenRow';
import { TokensUnavailable } from './TokensUnavailable';

/** The Tokens section of Account: loading, the list (or none), or unavailable with a retry. */
export function TokenList({ tokens }: { tokens: ActiveTokens }) {
  const t = useTranslate();
  const headingId = useId();
  const locale = usePorticoSelector(selectLocale);
  const formatFiat = useMemo(() => createFiatFormatter(locale), [locale]);
  const { status, rows } = tokens;
  let body;
  if (status === 'failed' || status === 'unsupported') {
    body = <TokensUnavailable lastFailureAt={status === 'failed' ? tokens.lastFailureAt : null} />;
  } else if (rows.length > 0) {
    body = (
      <ul className="portico-token-list" aria-labelledby={headingId}>
        {rows.map((token) => (
          <TokenRow key={token.key} token={token} value={formatFiat(token.fiat)} />
        ))}
      </ul>
    );
  } else {
    body = (
      <p className="portico-tokens-note">
        {t(status === 'loading' ? 'tokens.loading' : 'tokens.empty')}
      </p>
    );
  }
  return (
    <section
      className="portico-tokens"
      aria-labelledby={headingId}
      aria-busy={status === 'loading'}
    >
      <h3 id={headingId} className="portico-tokens-heading">
        {t('account.tokens')}
      </h3>
      <div aria-live="polite">{body}</div>
    </section>
  );
}

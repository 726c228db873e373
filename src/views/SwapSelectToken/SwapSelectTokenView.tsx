import { useId, useState } from 'react';
import { swapTokenPicked } from '../../features/swap/swapActions';
import {
  selectSwapState,
  selectSwapToken,
  selectSwapTokens,
} from '../../features/swap/swapSelectors';
import type { SwapToken } from '../../features/swap/types';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { useListKeyboard } from '../../ui/useListKeyboard';
import { formatBalance } from '../../utils/formatBalance';
import { TokenIcon } from '../Swap/TokenIcon';

const matches = (token: SwapToken, query: string) => {
  const q = query.trim().toLowerCase();
  return (
    q === '' ||
    token.symbol.toLowerCase().includes(q) ||
    token.name.toLowerCase().includes(q) ||
    token.address.toLowerCase() === q
  );
};

/**
 * The token list of one side of the swap: the account's tokens with a balance first, then the
 * convert API's list for the chain; searchable by symbol, name or address.
 */
export function SwapSelectTokenView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const { picking, tokenList } = usePorticoSelector(selectSwapState);
  const side = picking ?? 'from';
  const from = usePorticoSelector((state) => selectSwapToken(state, 'from'));
  const to = usePorticoSelector((state) => selectSwapToken(state, 'to'));
  const current = side === 'from' ? from : to;
  const showing = { from: from?.id ?? null, to: to?.id ?? null };
  const tokens = usePorticoSelector(selectSwapTokens);
  const [query, setQuery] = useState('');
  const searchId = useId();
  // On the picker: arrows go through both groups, and ArrowDown in the search enters them.
  const listKeys = useListKeyboard();
  const shown = tokens.filter((token) => matches(token, query));
  const held = shown.filter((token) => token.balance !== null && Number(token.balance) > 0);
  const rest = shown.filter((token) => !held.includes(token));

  const group = (heading: string, list: SwapToken[]) =>
    list.length === 0 ? null : (
      <section className="portico-swap-token-group" aria-label={heading}>
        <h3 className="portico-section-heading">{heading}</h3>
        <ul className="portico-list">
          {list.map((token) => (
            <li key={token.id}>
              <button
                type="button"
                className="portico-list-button portico-swap-option"
                aria-current={token.id === current?.id || undefined}
                onClick={() => dispatch(swapTokenPicked({ side, id: token.id, shown: showing }))}
              >
                <TokenIcon token={token} size={32} />
                <span className="portico-list-label">
                  <span className="portico-summary-main">{token.symbol}</span>{' '}
                  <span className="portico-muted">{token.name}</span>
                </span>
                {token.balance !== null && Number(token.balance) > 0 ? (
                  <span className="portico-tag">{formatBalance(token.balance)}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <div className="portico-swap-picker" {...listKeys}>
      <label htmlFor={searchId} className="portico-visually-hidden">
        {t('swap.search')}
      </label>
      <input
        id={searchId}
        type="search"
        className="portico-input"
        placeholder={t('swap.search')}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {tokenList.status === 'loading' ? (
        <p className="portico-list-note" role="status">
          {t('swap.tokensLoading')}
        </p>
      ) : null}
      {tokenList.status === 'failed' ? (
        <p className="portico-error-text" role="alert">
          {t('swap.tokensFailed')}
        </p>
      ) : null}
      {group(t('swap.yourTokens'), held)}
      {group(t('swap.allTokens'), rest)}
      {shown.length === 0 && query.trim() !== '' ? (
        <p className="portico-list-note" role="status">
          {t('swap.noMatch', { query: query.trim() })}
        </p>
      ) : null}
    </div>
  );
}

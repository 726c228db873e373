import { swapPickerOpened } from '../../features/swap/swapActions';
import type { SwapSide, SwapToken } from '../../features/swap/types';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch } from '../../store/PorticoReduxContext';
import { TokenIcon } from './TokenIcon';

/** One side's token: its icon and symbol; opens the token list for that side. */
export function SwapTokenButton({ side, token }: { side: SwapSide; token: SwapToken | null }) {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const symbol = token?.symbol ?? t('swap.selectToken');
  return (
    <button
      type="button"
      className="portico-swap-token"
      data-side={side}
      aria-label={t(side === 'from' ? 'swap.fromToken' : 'swap.toToken', { symbol })}
      onClick={() => dispatch(swapPickerOpened(side))}
    >
      {token ? <TokenIcon token={token} /> : null}
      <span>{symbol}</span>
      <span aria-hidden="true" className="portico-swap-token-caret">
        ▾
      </span>
    </button>
  );
}

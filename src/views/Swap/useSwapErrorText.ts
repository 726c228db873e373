import { useCallback } from 'react';
import type { SwapErrorInfo } from '../../features/swap/toSwapErrorInfo';
import { en, type MessageKey } from '../../i18n/en';
import { errorMessageKey } from '../../i18n/errorMessageKey';
import { useTranslate } from '../../i18n/useTranslate';

/**
 * A swap's failure in plain words: its own text (`swap.error.<code>`: refusals, slippage, no
 * route, the unsupported networks), the API unreachable, a revert with its reason, or the
 * general error's text.
 */
export function useSwapErrorText(): (error: SwapErrorInfo) => string {
  const t = useTranslate();
  return useCallback(
    (error) => {
      const own = `swap.error.${error.code}`;
      if (own in en) return t(own as MessageKey, { reason: error.reason ?? '' });
      if (/^API_/.test(error.code)) return t('swap.error.api');
      if (error.reason) return t('swap.error.reverted', { reason: error.reason });
      return t(errorMessageKey(error), error.params);
    },
    [t],
  );
}

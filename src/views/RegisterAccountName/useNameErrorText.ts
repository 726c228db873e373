import { useCallback } from 'react';
import type { NameErrorInfo } from '../../features/names/types';
import { errorMessageKey } from '../../i18n/errorMessageKey';
import { useTranslate } from '../../i18n/useTranslate';

/** A name failure in the words, followed by the API's first reason when it gave one. */
export function useNameErrorText(): (error: NameErrorInfo) => string {
  const t = useTranslate();
  return useCallback(
    (error) => {
      const message = t(errorMessageKey(error), error.params);
      return error.reason ? t('names.withReason', { message, reason: error.reason }) : message;
    },
    [t],
  );
}

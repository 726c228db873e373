import { tokensRetryRequested } from '../../features/tokens/tokensSlice';
import { TOKEN_RETRY_WAIT_MS } from '../../features/tokens/tokenRetry';
import { useSecondsUntil } from '../../hooks/useSecondsUntil';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';

/**
 * 'Token Balance Unavailable'. After a failure (`lastFailureAt`) the retry button
 * counts down the 30 s wait before another try; on a network the API does not serve there is
 * none.
 */
export function TokensUnavailable({ lastFailureAt }: { lastFailureAt: number | null }) {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const retryAt = lastFailureAt === null ? null : lastFailureAt + TOKEN_RETRY_WAIT_MS;
  const seconds = useSecondsUntil(retryAt);
  return (
    <div className="portico-tokens-unavailable">
      <p className="portico-error-text">{t('tokens.unavailable')}</p>
      {lastFailureAt === null ? null : (
        <Button
          variant="secondary"
          disabled={seconds > 0}
          onClick={() => dispatch(tokensRetryRequested())}
        >
          {seconds > 0 ? t('tokens.retryIn', { seconds }) : t('tokens.retry')}
        </Button>
      )}
    </div>
  );
}

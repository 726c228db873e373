import { parseCaipAddress } from '../../adapter/caip';
import { selectSiwx } from '../../features/siwx/siwxSelectors';
import { siwxCancelled, siwxSignRequested } from '../../features/siwx/siwxSlice';
import { errorMessageKey } from '../../i18n/errorMessageKey';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { StatusPanel } from '../../ui/StatusPanel';
import { truncateAddress } from '../../utils/truncateAddress';

/**
 * SIWXSignMessage: asks the user to sign the app's authentication message. While the
 * wallet is asked: 'Authenticating...'; a failure shows 'Error signing message' and Sign again.
 */
export function SIWXSignMessageView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const siwx = usePorticoSelector(selectSiwx);
  const app = usePorticoSelector((state) => state.options.metadata?.name) ?? t('siwx.thisApp');
  if (!siwx.caipAddress) return null;
  const { address } = parseCaipAddress(siwx.caipAddress);
  const signing = siwx.status === 'signing' || siwx.status === 'checking';
  const failed = siwx.status === 'failed';
  return (
    <StatusPanel
      icon={<Avatar address={address} label={t('siwx.account')} />}
      busy={signing}
      title={signing ? t('siwx.authenticating') : t('siwx.prompt', { app })}
      hint={t('siwx.hint', { address: truncateAddress(address) })}
      {...(failed && siwx.error ? { error: t(errorMessageKey(siwx.error)) } : {})}
    >
      <Button variant="secondary" onClick={() => dispatch(siwxCancelled())}>
        {t('siwx.cancel')}
      </Button>
      <Button disabled={signing} onClick={() => dispatch(siwxSignRequested())}>
        {failed ? t('siwx.retry') : t('siwx.sign')}
      </Button>
    </StatusPanel>
  );
}

import { showToast } from '../../features/notifications/notificationsSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch } from '../../store/PorticoReduxContext';
import { CopyIcon } from '../../ui/icons';
import { IconButton } from '../../ui/IconButton';

/** Copies the full address and confirms with a toast (or says it could not). */
export function CopyAddressButton({ address }: { address: string }) {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      dispatch(showToast({ messageKey: 'account.copied', variant: 'success' }));
    } catch {
      // No clipboard permission (or an insecure context): say so rather than pretend.
      dispatch(showToast({ messageKey: 'account.copyFailed', variant: 'error' }));
    }
  };
  return <IconButton label={t('account.copy')} icon={<CopyIcon />} onClick={() => void copy()} />;
}

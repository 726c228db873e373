import { showToast } from '../../features/notifications/notificationsSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';

/** Copies a link (the pairing URI, the Farcaster sign-in URL) and says whether it worked. */
export function CopyLinkButton({ uri }: { uri: string }) {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(uri);
      dispatch(showToast({ messageKey: 'walletConnect.copied', variant: 'success' }));
    } catch {
      // No clipboard permission (or an insecure context): say so rather than pretend.
      dispatch(showToast({ messageKey: 'walletConnect.copyFailed', variant: 'error' }));
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()}>
      {t('walletConnect.copyLink')}
    </Button>
  );
}

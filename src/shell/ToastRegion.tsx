import { selectToast, selectToastOpen } from '../features/notifications/notificationsSelectors';
import { useCatalogueTranslate } from '../i18n/useCatalogueTranslate';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import { Toast } from '../ui/Toast';

export function ToastRegion() {
  const t = useCatalogueTranslate();
  const toast = usePorticoSelector(selectToast);
  const open = usePorticoSelector(selectToastOpen);
  if (!toast) return null;
  return (
    <Toast
      key={toast.id}
      message={t(toast.messageKey, toast.params)}
      variant={toast.variant}
      open={open}
      loadingLabel={t('modal.loading')}
      {...(toast.link && { link: { href: toast.link.href, label: t(toast.link.labelKey) } })}
    />
  );
}

import { selectAlert } from '../features/alerts/alertsSelectors';
import { alertDismissed } from '../features/alerts/alertsSlice';
import { useCatalogueTranslate } from '../i18n/useCatalogueTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../store/PorticoReduxContext';
import { AlertBar } from '../ui/AlertBar';

export function AlertRegion() {
  const t = useCatalogueTranslate();
  const dispatch = usePorticoDispatch();
  const alert = usePorticoSelector(selectAlert);
  if (!alert) return null;
  const title = t(`alert.${alert.code}.title`);
  if (!title) return null; // its text comes with the rest of English, being imported
  return (
    <AlertBar
      title={title}
      body={t(`alert.${alert.code}.body`)}
      severity={alert.severity}
      dismissLabel={t('modal.dismiss')}
      onDismiss={() => dispatch(alertDismissed())}
    />
  );
}

import { selectAlert } from '../features/alerts/alertsSelectors';
import { alertDismissed } from '../features/alerts/alertsSlice';
import { useFirstOpenTranslate } from '../i18n/useFirstOpenTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../store/PorticoReduxContext';
import { AlertBar } from '../ui/AlertBar';

export function AlertRegion() {
  const t = useFirstOpenTranslate();
  const dispatch = usePorticoDispatch();
  const alert = usePorticoSelector(selectAlert);
  if (!alert) return null;
  return (
    <AlertBar
      title={t(`alert.${alert.code}.title`)}
      body={t(`alert.${alert.code}.body`)}
      severity={alert.severity}
      dismissLabel={t('modal.dismiss')}
      onDismiss={() => dispatch(alertDismissed())}
    />
  );
}

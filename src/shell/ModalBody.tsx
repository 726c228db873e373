import { Suspense } from 'react';
import { selectIsLoading } from '../features/modal/modalSelectors';
import { selectView } from '../features/router/routerSelectors';
import { useTranslate } from '../i18n/useTranslate';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import { Spinner } from '../ui/Spinner';
import { isAvailableView } from '../views/availableViews';
import { viewRegistry } from '../views/registry';

/** The current view, lazily loaded; keyed by view so each change replays the enter animation. */
export function ModalBody() {
  const t = useTranslate();
  const view = usePorticoSelector(selectView);
  const loading = usePorticoSelector(selectIsLoading);
  const fallback = <Spinner label={t('modal.loading')} />;
  const View = isAvailableView(view) ? viewRegistry[view] : null;
  return (
    <div className="portico-body" data-view={view} aria-busy={loading || undefined}>
      {loading ? (
        fallback
      ) : View ? (
        <div key={view} className="portico-view">
          <Suspense fallback={fallback}>
            <View />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

import { useLoadedModule } from '../hooks/useLoadedModule';
import { selectIsLoading } from '../features/modal/modalSelectors';
import { selectView } from '../features/router/routerSelectors';
import { useFirstOpenTranslate } from '../i18n/useFirstOpenTranslate';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import { Spinner } from '../ui/Spinner';
import { viewLoaders } from '../views/registry';

/** The current view, loaded on demand; keyed by view so each change replays the enter animation. */
export function ModalBody() {
  const t = useFirstOpenTranslate();
  const view = usePorticoSelector(selectView);
  const loading = usePorticoSelector(selectIsLoading);
  const View = useLoadedModule(viewLoaders[view]);
  const busy = loading || !View;
  return (
    <div className="portico-body" data-view={view} aria-busy={busy || undefined}>
      {busy ? (
        <Spinner label={t('modal.loading')} />
      ) : (
        <div key={view} className="portico-view">
          <View />
        </div>
      )}
    </div>
  );
}

import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { PorticoState } from '../features/PorticoState';
import { selectIsOpen } from '../features/modal/modalSelectors';
import { PorticoReduxContext } from '../store/PorticoReduxContext';
import { ModalContent } from './ModalContent';
import { ThemeScope } from './ThemeScope';

let warmed = false;

/** Resolves in a task of its own: each piece of idle work stays a short task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Renders the first open's content once before the first open, where no one sees it, and
 * throws it away: the click then runs code the engine has met (compiled, with its inline caches
 * filled) and styles and fonts the browser has resolved, rather than meeting them all at once.
 * The render goes to a document of its own (no window: nothing loads, no image, no style); a
 * task later, a copy without images is laid out once off screen, hidden and inert. Once per
 * page; nothing when the modal has opened meanwhile.
 */
export async function warmUpFirstOpen(store: Store<PorticoState>): Promise<void> {
  const closed = () => !selectIsOpen(store.getState());
  if (warmed || typeof document === 'undefined') return;
  warmed = true;
  await nextTask();
  if (!closed()) return;
  const detached = document.implementation.createHTMLDocument('');
  const container = detached.createElement('div');
  detached.body.appendChild(container);
  const root = createRoot(container);
  let copy: HTMLElement;
  try {
    flushSync(() =>
      root.render(
        <Provider store={store} context={PorticoReduxContext}>
          <ThemeScope embedded={false}>
            <div className="portico-dialog">
              <ModalContent titleId="portico-warm-up-title" />
            </div>
          </ThemeScope>
        </Provider>,
      ),
    );
    copy = container.cloneNode(true) as HTMLElement;
  } finally {
    root.unmount();
  }
  await nextTask();
  if (closed()) layOutOnce(copy);
}

/**
 * `copy` in the page for one layout: off screen, hidden, inert, without images (taken out while
 * still in the windowless document, so none starts loading) or ids.
 */
function layOutOnce(copy: HTMLElement) {
  for (const image of copy.querySelectorAll('img')) image.remove();
  for (const named of copy.querySelectorAll('[id]')) named.removeAttribute('id');
  document.adoptNode(copy);
  copy.className = 'portico-warm-up';
  copy.setAttribute('aria-hidden', 'true');
  copy.inert = true;
  document.body.appendChild(copy);
  copy.getBoundingClientRect();
  copy.remove();
}

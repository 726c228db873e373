import type { createWalletModal as CreateWalletModal } from '../../src';
import type { warmUpFirstOpen as WarmUp } from '../../src/shell/warmUpFirstOpen';
import { baseConfig } from '../support/fixtures';

// The warm-up runs once per page: each test loads the modules afresh.
async function setUp() {
  jest.resetModules();
  const { createWalletModal } = (await import('../../src')) as {
    createWalletModal: typeof CreateWalletModal;
  };
  const { storeOf } = await import('../../src/modal/storeOf');
  const { connectorsDiscovered } = await import('../../src/features/connectors/connectorsSlice');
  const { warmUpFirstOpen } = (await import('../../src/shell/warmUpFirstOpen')) as {
    warmUpFirstOpen: typeof WarmUp;
  };
  // As the idle prefetch leaves it: the Connect view's code is in.
  await (await import('../../src/views/registry')).viewLoaders.Connect.load();
  const modal = createWalletModal(baseConfig);
  const store = storeOf(modal);
  store.dispatch(
    connectorsDiscovered([
      {
        id: 'io.example.wallet',
        name: 'Example Wallet',
        namespace: 'eip155',
        kind: 'injected',
        group: 'injected',
        imageUrl: 'https://wallet.example/icon.png',
        installed: true,
      },
    ]),
  );
  // What went into the page, as it was when it went in.
  const appended: { node: HTMLElement; html: string; inert: boolean }[] = [];
  const append = jest.spyOn(document.body, 'appendChild').mockImplementation(function (
    this: HTMLElement,
    node,
  ) {
    const element = node as unknown as HTMLElement;
    appended.push({ node: element, html: element.outerHTML, inert: element.inert });
    return HTMLElement.prototype.appendChild.call(this, node);
  } as typeof document.body.appendChild);
  return { modal, store, warmUpFirstOpen, appended, append };
}

// An idle job of the page, not a test's act(): React is told it runs as in a browser.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasAct: boolean | undefined;
beforeEach(() => {
  wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
  jest.restoreAllMocks();
});

describe('the first open warmed up before the click', () => {
  it('behavior: the Connect view is laid out once in the page, hidden, inert, off screen, with no image and no id, then removed', async () => {
    const { modal, store, warmUpFirstOpen, appended } = await setUp();
    const before = document.body.innerHTML;
    await warmUpFirstOpen(store);
    expect(appended).toHaveLength(1);
    const { node, html, inert } = appended[0]!;
    expect(node.className).toBe('portico-warm-up');
    expect(node.getAttribute('aria-hidden')).toBe('true');
    expect(inert).toBe(true);
    expect(html).toContain('Example Wallet');
    expect(html).toContain('portico-list-button');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/\sid="/);
    expect(document.body.innerHTML).toBe(before);
    expect(modal.getSnapshot().isOpen).toBe(false);
    modal.destroy();
  });

  it('behavior: once per page; nothing when the modal opened first', async () => {
    const first = await setUp();
    await first.warmUpFirstOpen(first.store);
    await first.warmUpFirstOpen(first.store);
    expect(first.appended).toHaveLength(1);
    first.modal.destroy();

    const opened = await setUp();
    opened.modal.open();
    await opened.warmUpFirstOpen(opened.store);
    expect(opened.appended.filter((a) => a.node.className === 'portico-warm-up')).toHaveLength(0);
    opened.modal.destroy();
  });
});

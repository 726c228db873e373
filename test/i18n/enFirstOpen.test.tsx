/**
 * The English catalogue in two parts: `enFirstOpen` (what the first open shows before a wallet
 * is picked) and the rest of `en`, loaded with the views that use it. The first open's chunk
 * must not reach the whole catalogue, the header's titles must never wait for it, and an alert
 * or a toast whose key is in the rest shows its text once English is in, never a bare key.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { configureStore } from '@reduxjs/toolkit';
import type * as TestingLibrary from '@testing-library/react';
import type { ReactNode } from 'react';
import type * as ReactRedux from 'react-redux';
import { en } from '../../src/i18n/en';
import { enFirstOpen } from '../../src/i18n/enFirstOpen';
import { initialLocaleState } from '../../src/features/locale/localeSlice';
import type * as CatalogueTranslateModule from '../../src/i18n/useCatalogueTranslate';
import type * as ContextModule from '../../src/store/PorticoReduxContext';

const ROOT = resolve(__dirname, '../..');
const FULL_CATALOGUE = join(ROOT, 'src/i18n/en.ts');

/** Relative modules `file` imports for their values (type-only imports and dynamic ones left out). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(
    /^(?:import|export)\s+(?!type\s)([^;]*?)\s*from\s+'(\.[^']+)'/gms,
  )) {
    const names = match[1]!;
    // `import { type A, type B }` carries no value either.
    const braces = /^\{([^}]*)\}$/.exec(names.trim());
    if (braces && braces[1]!.split(',').every((n) => !n.trim() || n.trim().startsWith('type ')))
      continue;
    found.push(match[2]!);
  }
  for (const match of source.matchAll(/^import\s+'(\.[^']+)'/gm)) found.push(match[1]!);
  return found.map((spec) => {
    const base = resolve(dirname(file), spec);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
      try {
        if (readFileSync(candidate)) return candidate;
      } catch {
        // not this one
      }
    throw new Error(`${file}: cannot resolve ${spec}`);
  });
}

/** Every module the first open's chunk loads with it (the static import graph). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const next of valueImports(file)) visit(next);
  };
  visit(entry);
  return seen;
}

describe('the English catalogue split', () => {
  it('default: the first open (shell and Connect view) does not load the whole catalogue', () => {
    const graph = staticGraph(join(ROOT, 'src/shell/firstOpen.ts'));
    expect(graph.has(join(ROOT, 'src/i18n/enFirstOpen.ts'))).toBe(true);
    expect(graph.has(FULL_CATALOGUE)).toBe(false);
  });

  it('default: a view outside the first open loads the whole catalogue with its code', () => {
    const graph = staticGraph(join(ROOT, 'src/views/Account/AccountView.tsx'));
    expect(graph.has(FULL_CATALOGUE)).toBe(true);
  });

  it("default: every view's title (the shell's header) is in the first open's part", () => {
    const shellKeys = Object.keys(en).filter((key) => /^view\.\w+\.title$/.test(key));
    expect(shellKeys.length).toBeGreaterThan(30);
    expect(shellKeys.filter((key) => !(key in enFirstOpen))).toEqual([]);
    for (const [key, text] of Object.entries(enFirstOpen))
      expect(en[key as keyof typeof en]).toBe(text);
  });

  it('behavior: a toast key outside the first open reads as nothing until English is in, then as its text', async () => {
    // A fresh registry: nothing has imported the whole catalogue yet (the pure entry: its
    // hooks cannot be registered inside a test).
    jest.resetModules();
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { useCatalogueTranslate } =
      require('../../src/i18n/useCatalogueTranslate') as typeof CatalogueTranslateModule;
    const { PorticoReduxContext } =
      require('../../src/store/PorticoReduxContext') as typeof ContextModule;
    const { Provider } = require('react-redux') as typeof ReactRedux;
    const { renderHook, waitFor } = require('@testing-library/react/pure') as typeof TestingLibrary;
    /* eslint-enable @typescript-eslint/no-require-imports */
    const store = configureStore({ reducer: { locale: () => initialLocaleState('en') } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store} context={PorticoReduxContext as never}>
        {children}
      </Provider>
    );
    const { result, unmount } = renderHook(() => useCatalogueTranslate(), { wrapper });
    expect(result.current('modal.loading')).toBe(en['modal.loading']);
    expect(result.current('connecting.retry')).toBe('');
    await waitFor(() => expect(result.current('connecting.retry')).toBe(en['connecting.retry']));
    unmount();
  });
});

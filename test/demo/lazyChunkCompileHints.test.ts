import { COMPILE_HINT, hintLazyChunks, type BundleOutput } from './lazyChunkCompileHints';

/** A bundle as Vite hands it over: an entry, its static import, lazy chunks, an asset. */
function demoBundle(): Record<string, BundleOutput> {
  return {
    'assets/index.js': { type: 'chunk', isEntry: true, imports: ['assets/react.js'], code: 'a()' },
    'assets/react.js': { type: 'chunk', isEntry: false, imports: [], code: 'r()' },
    'assets/firstOpen.js': {
      type: 'chunk',
      isEntry: false,
      imports: ['assets/react.js', 'assets/ConnectView.js'],
      code: 'const __vite__mapDeps=1;f()',
    },
    'assets/ConnectView.js': { type: 'chunk', isEntry: false, imports: [], code: 'c()' },
    'assets/index.css': { type: 'asset' },
  };
}

describe('lazyChunkCompileHints', () => {
  it('default: the hint is the first line of each lazily loaded chunk, above what was there', () => {
    const bundle = demoBundle();
    expect(hintLazyChunks(bundle).sort()).toEqual(['assets/ConnectView.js', 'assets/firstOpen.js']);
    expect(bundle['assets/firstOpen.js']?.code).toBe(
      `${COMPILE_HINT}\nconst __vite__mapDeps=1;f()`,
    );
    expect(bundle['assets/ConnectView.js']?.code).toBe(`${COMPILE_HINT}\nc()`);
  });

  it('behavior: the entry and what it imports statically (loaded at startup) stay as they were', () => {
    const bundle = demoBundle();
    hintLazyChunks(bundle);
    expect(bundle['assets/index.js']?.code).toBe('a()');
    // Also imported by a lazy chunk: still loaded at startup, so left alone.
    expect(bundle['assets/react.js']?.code).toBe('r()');
    expect(bundle['assets/index.css']).toEqual({ type: 'asset' });
  });

  it('behavior: run twice (a rebuild hook), a chunk carries the hint once', () => {
    const bundle = demoBundle();
    hintLazyChunks(bundle);
    hintLazyChunks(bundle);
    expect(bundle['assets/ConnectView.js']?.code).toBe(`${COMPILE_HINT}\nc()`);
  });
});

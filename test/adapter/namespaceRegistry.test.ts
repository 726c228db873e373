/** @jest-environment node */
/**
 * The files that cannot import the namespace registry (the package's exports, the build's
 * entries, the module maps of jest and TypeScript) list exactly its adapter entries, besides
 * the entries that are no namespace's own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHAIN_NAMESPACES } from '../../src/adapter/chainNamespace';
import { NAMESPACES } from '../../src/adapter/namespaces';
import { DEFAULT_ACCOUNT_TYPES } from '../../src/config/defaults';
import { namespaceOfBlockchainName } from '../../src/features/siwx/siwxBlockchainNames';

const ROOT = join(__dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const packageJson = JSON.parse(read('package.json')) as {
  exports: Record<string, unknown>;
  jest: { moduleNameMapper: Record<string, string> };
};

/** Entries that serve no one namespace: the pairing protocol's, spanning them all. */
const SHARED_ADAPTERS = ['universal'];
const ADAPTERS = [
  ...Object.values(NAMESPACES).flatMap((entry) => entry.adapters),
  ...SHARED_ADAPTERS,
].sort();
const sourceOf = (name: string) =>
  `adapters/${name}/create${name[0]!.toUpperCase()}${name.slice(1)}Adapter.ts`;

/** The adapter names a file's `adapters/<name>` keys (or `portico/adapters/<name>`) name. */
const adapterKeys = (keys: readonly string[], pattern: RegExp) =>
  keys.flatMap((key) => pattern.exec(key)?.[1] ?? []).sort();

describe('the namespace registry', () => {
  it('default: each adapter entry has its source file', () => {
    expect(ADAPTERS.filter((name) => !existsSync(join(ROOT, sourceOf(name))))).toEqual([]);
  });

  it('default: package.json exports one subpath per adapter entry, with its types, ESM and CJS', () => {
    const { exports } = packageJson;
    expect(adapterKeys(Object.keys(exports), /^\.\/adapters\/([^/]+)$/)).toEqual(ADAPTERS);
    for (const name of ADAPTERS)
      expect(exports[`./adapters/${name}`]).toEqual({
        types: `./dist/adapters/${name}.d.ts`,
        import: `./dist/adapters/${name}.js`,
        require: `./dist/adapters/${name}.cjs`,
      });
  });

  it('default: the build has one entry per adapter entry, from its source file', () => {
    const lines = [...read('rollup.config.mjs').matchAll(/^\s*'adapters\/([^']+)': '([^']+)',$/gm)];
    expect(lines.map(([, name]) => name).sort()).toEqual(ADAPTERS);
    for (const [, name, source] of lines) expect(source).toBe(sourceOf(name!));
  });

  it("default: jest's module map and tsconfig's paths resolve each adapter entry to its source", () => {
    const jestMap = packageJson.jest.moduleNameMapper;
    expect(adapterKeys(Object.keys(jestMap), /^\^portico\/adapters\/([^/$]+)\$$/)).toEqual(
      ADAPTERS,
    );
    for (const name of ADAPTERS)
      expect(jestMap[`^portico/adapters/${name}$`]).toBe(`<rootDir>/${sourceOf(name)}`);
    // tsconfig.json is JSON with comments: its paths block is read line by line.
    const paths = [
      ...read('tsconfig.json').matchAll(/"portico\/adapters\/([^"]+)": \["([^"]+)"\]/g),
    ];
    expect(paths.map(([, name]) => name).sort()).toEqual(ADAPTERS);
    for (const [, name, source] of paths) expect(source).toBe(`./${sourceOf(name!)}`);
  });

  it('default: the namespace list, sign-in names and default account types come from it', () => {
    expect(CHAIN_NAMESPACES).toEqual(Object.keys(NAMESPACES));
    for (const namespace of CHAIN_NAMESPACES) {
      expect(DEFAULT_ACCOUNT_TYPES[namespace]).toBe(NAMESPACES[namespace].defaultAccountType);
      expect(namespaceOfBlockchainName(NAMESPACES[namespace].signInName)).toBe(namespace);
    }
  });
});

// Where a Jest test may sit: under the mirror of the source folder it tests (`src/<dir>/…` →
// `test/<dir>/…`, `adapters/<folder>/…` → `test/adapters/<folder>/…`) or in a folder that
// holds tests of something other than one source folder.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Test folders outside the mirror: story suites, e2e, stand-ins, packaging, reports, tools. */
export const KEPT_FOLDERS = [
  'api',
  'bench',
  'demo',
  'e2e',
  'i18n',
  'pack',
  'runner',
  'stack',
  'stories',
  'storybook',
  'support',
];

/** Jest's testMatch (package.json): `*.test.ts` and `*.test.tsx`. */
const JEST_TEST = /\.test\.tsx?$/;

/** Every Jest test file under `dirs` of `root`, as `/`-separated paths relative to `root`. */
export function listJestTests(root, dirs = ['test', 'src', 'adapters']) {
  const found = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (JEST_TEST.test(entry.name)) found.push(child);
    }
  };
  for (const dir of dirs) walk(dir);
  return found.sort();
}

/** The folder a test file's folder mirrors, or null when it sits outside `test/`. */
export function mirroredFolder(testFile) {
  const parts = path.posix.dirname(testFile).split('/');
  if (parts[0] !== 'test') return null;
  const rest = parts.slice(1);
  if (rest[0] === 'adapters') return rest.join('/');
  return ['src', ...rest].join('/');
}

/** The test files of `files` that sit in no kept folder and mirror no existing source folder. */
export function misplacedTests(files, isSourceFolder) {
  return files.filter((file) => {
    const parts = file.split('/');
    if (parts[0] === 'test' && parts.length > 2 && KEPT_FOLDERS.includes(parts[1])) return false;
    const folder = mirroredFolder(file);
    return folder === null || !isSourceFolder(folder);
  });
}

/** Whether `folder` (relative to `root`) is an existing directory. */
export function folderExists(root) {
  return (folder) => {
    try {
      return statSync(path.join(root, folder)).isDirectory();
    } catch {
      return false;
    }
  };
}

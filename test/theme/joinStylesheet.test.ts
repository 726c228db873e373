/** The build's stylesheet join: relative @imports inlined in order, anything else refused. */
import path from 'node:path';
import { joinStylesheet, StylesheetJoinError } from '../../src/theme/joinStylesheet.cjs';

/** Joins `entry` over in-memory files keyed by absolute path. */
function joinOf(files: Record<string, string>, entry = '/css/main.css') {
  return joinStylesheet(entry, (file) => {
    const text = files[path.resolve(file)];
    if (text === undefined) throw new Error(`no file ${file}`);
    return text;
  });
}

test('inlines the relative imports in order, nested ones in their place', () => {
  const joined = joinOf({
    '/css/main.css': '/* entry */\n@import \'./a.css\';\n@import "../views/b.css";\n',
    '/css/a.css': '.a { color: red; }\n',
    '/views/b.css': "@import './c.css';\n.b { color: blue; }\n",
    '/views/c.css': '.c { color: green; }\n',
  });
  expect(joined).toBe(
    '/* entry */\n.a { color: red; }\n.c { color: green; }\n.b { color: blue; }\n',
  );
});

test('leaves an @import written in a comment alone', () => {
  const text = "/* write @import './x.css'; here */\n.a { color: red; }\n";
  expect(joinOf({ '/css/main.css': text })).toBe(text);
});

test.each([
  ['a package', "@import 'pkg/x.css';"],
  ['a URL', "@import url('https://example.com/x.css');"],
  ['a media condition', "@import './a.css' screen;"],
  ['a part imported twice', "@import './a.css';\n@import './a.css';"],
])('refuses %s', (_, entry) => {
  expect(() => joinOf({ '/css/main.css': entry, '/css/a.css': '.a { color: red; }' })).toThrow(
    StylesheetJoinError,
  );
});

test('refuses a cycle, naming it', () => {
  const files = { '/css/main.css': "@import './a.css';", '/css/a.css': "@import './main.css';" };
  expect(() => joinOf(files)).toThrow(StylesheetJoinError);
  expect(() => joinOf(files)).toThrow('@import cycle: /css/main.css → /css/a.css → /css/main.css');
});

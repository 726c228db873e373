#!/usr/bin/env node
/**
 * Type-checks the stand-ins: their JSDoc types, under test/stack/tsconfig.json (strict,
 * `noImplicitAny` on). The files in untypedFiles.json still lack JSDoc types: they are checked
 * with `noImplicitAny` off, every other error still counting. A new file is checked in full;
 * once a listed file is typed, it leaves the list. Prints each error; exits 1 on any.
 *   node test/stack/typecheck.mjs
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');

const configFile = path.join(here, 'tsconfig.json');
const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, here);

/** @type {string[]} */
const listed = JSON.parse(readFileSync(path.join(here, 'untypedFiles.json'), 'utf8'));
const untyped = new Set(listed.map((file) => path.join(repo, file)));
const missing = listed.filter((file) => !fileNames.includes(path.join(repo, file)));

/**
 * The diagnostics of `files`, from one program over them with `options`.
 * @param {string[]} files
 * @param {ts.CompilerOptions} programOptions
 * @returns {ts.Diagnostic[]}
 */
function diagnosticsOf(files, programOptions) {
  const program = ts.createProgram(files, programOptions);
  return files.flatMap((file) => {
    const source = program.getSourceFile(file);
    return source
      ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
      : [];
  });
}

const diagnostics = [
  ...diagnosticsOf(
    fileNames.filter((file) => !untyped.has(file)),
    options,
  ),
  ...diagnosticsOf(
    fileNames.filter((file) => untyped.has(file)),
    { ...options, noImplicitAny: false },
  ),
];

const host = {
  getCanonicalFileName: (/** @type {string} */ file) => file,
  getCurrentDirectory: () => repo,
  getNewLine: () => '\n',
};
if (diagnostics.length > 0) process.stdout.write(ts.formatDiagnostics(diagnostics, host));
for (const file of missing) console.log(`untypedFiles.json lists ${file}, which is not checked`);
if (diagnostics.length > 0 || missing.length > 0) process.exit(1);

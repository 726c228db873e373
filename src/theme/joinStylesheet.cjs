// Joins a stylesheet and its relative `@import`s into one static text, in import order, for
// hosts whose Content-Security-Policy allows one linked stylesheet and nothing fetched by it.
const { readFileSync } = require('node:fs');
const path = require('node:path');

// A comment (kept as it is) or an `@import '…' condition;` statement.
const IMPORT = /(\/\*[\s\S]*?\*\/)|@import\s+(?:url\(\s*)?(['"])([^'"]+)\2\s*\)?\s*([^;]*);/g;

class StylesheetJoinError extends Error {
  constructor(message) {
    super(message);
    this.name = 'StylesheetJoinError';
  }
}

/**
 * The text of `entry` with each `@import './part.css';` replaced by the joined text of that
 * part (resolved beside the importing file). Imports that a static file cannot honour fail the
 * build instead of shipping: a package or URL, a media or layer condition, a part imported
 * twice (its second place would silently lose the cascade order it claims), a cycle.
 */
function joinStylesheet(entry, read = (file) => readFileSync(file, 'utf8')) {
  const seen = new Set();
  const join = (file, chain) => {
    const absolute = path.resolve(file);
    if (chain.includes(absolute))
      throw new StylesheetJoinError(`@import cycle: ${[...chain, absolute].join(' → ')}`);
    if (seen.has(absolute)) throw new StylesheetJoinError(`${absolute} is imported twice`);
    seen.add(absolute);
    return read(absolute).replace(IMPORT, (statement, comment, _quote, target, condition) => {
      if (comment) return comment;
      if (!target.startsWith('./') && !target.startsWith('../'))
        throw new StylesheetJoinError(`${file}: only relative @imports are joined (${target})`);
      if (condition.trim())
        throw new StylesheetJoinError(
          `${file}: @import '${target}' ${condition.trim()} has a condition`,
        );
      return join(path.resolve(path.dirname(absolute), target), [...chain, absolute]).trim();
    });
  };
  return join(entry, []);
}

module.exports = { joinStylesheet, StylesheetJoinError };

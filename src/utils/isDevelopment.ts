/**
 * True in development builds. Written so a bundler that replaces `process.env.NODE_ENV` (as
 * hosts' do) folds it to a constant and drops development-only code from a production bundle
 * where the minifier inlines it: `typeof process` guards a page without `process`, treated as
 * production. (validateConfig spells the test out, so its warnings go for certain.)
 */
export const isDevelopment = (): boolean =>
  typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

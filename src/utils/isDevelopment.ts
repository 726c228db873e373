/**
 * True in development builds. Bundlers replace `process.env.NODE_ENV` literally; in a browser
 * without one, `process` is undefined and this is treated as production.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

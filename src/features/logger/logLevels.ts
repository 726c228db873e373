/**
 * Log levels, most severe first. A logger at one level keeps that level and the ones before
 * it; `silent` keeps nothing. The default is `error`.
 */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

/** A level an entry can have (every level but `silent`). */
export type EntryLevel = Exclude<LogLevel, 'silent'>;

/** Whether a logger at `threshold` keeps an entry at `level`. */
export function isLevelEnabled(threshold: LogLevel, level: EntryLevel): boolean {
  return LOG_LEVELS.indexOf(level) <= LOG_LEVELS.indexOf(threshold);
}

/**
 * The history route's paging, shared by the chain-backed history (readHistory.mjs) and the
 * large-history fixture (historyFixture.mjs): newest first, HISTORY_PAGE_SIZE per page. The
 * cursor is `{block}:{index}` of the last transaction of the previous page, so transactions
 * added between two pages (new blocks) neither repeat nor skip entries.
 */
import { ApiHttpError } from './http.mjs';

export const HISTORY_PAGE_SIZE = 10;

/**
 * @param {string | null | undefined} cursor
 * @returns {{ block: number, index: number } | null} null for the first page; 400 when malformed
 */
export function parseHistoryCursor(cursor) {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  const match = /^(\d+):(\d+)$/.exec(cursor);
  if (!match) throw new ApiHttpError(400, `Invalid cursor ${cursor}`);
  return { block: Number(match[1]), index: Number(match[2]) };
}

/**
 * The page after `after` of `entries` (newest first, by block then index) and the cursor of
 * the page after it (null on the last).
 * @template {{ block: number, index: number }} T
 * @param {T[]} entries
 * @param {{ block: number, index: number } | null} after
 * @returns {{ page: T[], next: string | null }}
 */
export function pageNewestFirst(entries, after) {
  const older = after
    ? entries.filter(
        (entry) =>
          entry.block < after.block || (entry.block === after.block && entry.index < after.index),
      )
    : entries;
  const page = older.slice(0, HISTORY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    page,
    next: older.length > HISTORY_PAGE_SIZE && last ? `${last.block}:${last.index}` : null,
  };
}

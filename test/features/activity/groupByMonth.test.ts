import { groupByMonth } from '../../../src/features/activity/groupByMonth';
import { tx } from '../../support/transactionFixture';

const keys = (groups: ReturnType<typeof groupByMonth>) =>
  groups.map((group) => [group.key, group.transactions.map((t) => t.id)]);

describe('groupByMonth', () => {
  it('default: newest first, one group per month, across a year boundary', () => {
    const groups = groupByMonth(
      [
        tx('a', '2026-01-03T10:00:00Z'),
        tx('b', '2026-01-01T00:30:00Z'),
        tx('c', '2025-12-31T12:00:00Z'),
        tx('d', '2025-11-15T08:00:00Z'),
        tx('e', '2024-11-15T08:00:00Z'),
      ],
      'UTC',
    );
    expect(keys(groups)).toEqual([
      ['2026-01', ['a', 'b']],
      ['2025-12', ['c']],
      ['2025-11', ['d']],
      ['2024-11', ['e']],
    ]);
    expect(groups[1]).toMatchObject({ year: 2025, month: 12 });
  });

  it('parameters: timeZone decides the month of a transaction near midnight', () => {
    // 23:30 UTC on 31 December is already January in Berlin, still December in Los Angeles.
    const late = [tx('x', '2025-12-31T23:30:00Z')];
    expect(groupByMonth(late, 'UTC')[0]?.key).toBe('2025-12');
    expect(groupByMonth(late, 'Europe/Berlin')[0]?.key).toBe('2026-01');
    // 03:00 UTC on 1 March is still February in Los Angeles.
    const early = [tx('y', '2026-03-01T03:00:00Z')];
    expect(groupByMonth(early, 'America/Los_Angeles')[0]?.key).toBe('2026-02');
    expect(groupByMonth(early, 'Asia/Tokyo')[0]?.key).toBe('2026-03');
  });

  it('behavior: a month that comes back later in the input joins its first group', () => {
    const groups = groupByMonth(
      [
        tx('a', '2026-02-02T00:00:00Z'),
        tx('b', '2026-01-02T00:00:00Z'),
        tx('c', '2026-02-01T00:00:00Z'),
      ],
      'UTC',
    );
    expect(keys(groups)).toEqual([
      ['2026-02', ['a', 'c']],
      ['2026-01', ['b']],
    ]);
  });

  it('errors: an unknown time zone falls back to the user’s own instead of throwing', () => {
    expect(groupByMonth([tx('a', '2026-06-15T12:00:00Z')], 'Mars/Olympus')[0]?.key).toBe('2026-06');
  });
});

import {
  failPage,
  startPage,
  storePage,
  type PagedState,
} from '../../../src/features/accountPages/pagedEntries';

const A = 'eip155:1:0xabc';
const item = (id: string) => ({ id });

describe('paged entries (spec §4: paged by cursor)', () => {
  it('behavior: next pages append without the items an earlier page holds; a first page replaces', () => {
    const state: PagedState<{ id: string }> = { byCaipAddress: {} };
    startPage(state, { caipAddress: A, more: false });
    expect(state.byCaipAddress[A]).toMatchObject({ status: 'loading', items: [] });
    storePage(state, {
      caipAddress: A,
      more: false,
      items: [item('1'), item('2'), item('2')],
      next: 'c1',
      timestamp: 5,
    });
    storePage(state, {
      caipAddress: A,
      more: true,
      items: [item('2'), item('3')],
      next: null,
      timestamp: 9,
    });
    expect(state.byCaipAddress[A]).toEqual({
      caipAddress: A,
      status: 'loaded',
      items: [item('1'), item('2'), item('3')],
      next: null,
      timestamp: 5,
    });
    storePage(state, {
      caipAddress: A,
      more: false,
      items: [item('9')],
      next: 'c2',
      timestamp: 20,
    });
    expect(state.byCaipAddress[A]).toMatchObject({ items: [item('9')], next: 'c2', timestamp: 20 });
  });

  it('errors: a failed first page empties the list; a failed next page keeps what was loaded', () => {
    const state: PagedState<{ id: string }> = { byCaipAddress: {} };
    storePage(state, { caipAddress: A, more: false, items: [item('1')], next: 'c1', timestamp: 1 });
    startPage(state, { caipAddress: A, more: true });
    expect(state.byCaipAddress[A]?.status).toBe('loadingMore');
    failPage(state, { caipAddress: A, more: true });
    expect(state.byCaipAddress[A]).toMatchObject({
      status: 'moreFailed',
      items: [item('1')],
      next: 'c1',
    });
    failPage(state, { caipAddress: A, more: false });
    expect(state.byCaipAddress[A]).toMatchObject({ status: 'failed', items: [], next: null });
  });
});

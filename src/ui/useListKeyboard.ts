import { useMemo, type KeyboardEvent } from 'react';
import { getTabbables } from './focusable';

export interface ListKeyboardOptions {
  /**
   * The items also sit side by side (a row of icons, a grid): ArrowRight and ArrowLeft move to
   * the next and previous item too, mirrored for right-to-left. Default false.
   */
  grid?: boolean;
}

/** Inputs that are controls, not text: arrows may leave them. */
const NOT_TEXT = ['button', 'checkbox', 'color', 'file', 'image', 'radio', 'reset', 'submit'];

/** Single-line fields from which ArrowDown may enter the list below (a search box). */
const SEARCH = ['search', 'text'];

/** Where arrows and Home/End edit or pick (a search field, a select): the list leaves them be. */
function takesArrows(el: HTMLElement): boolean {
  if (el instanceof HTMLInputElement) return !NOT_TEXT.includes(el.type);
  return (
    el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || el.isContentEditable
  );
}

/** The list's choices: enabled controls in the Tab order, shown, not text fields. */
function itemsOf(list: HTMLElement): HTMLElement[] {
  return getTabbables(list).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !takesArrows(el) &&
      el.getAttribute('aria-disabled') !== 'true' &&
      !el.closest('[hidden]') &&
      // jsdom has no layout and no checkVisibility; browsers also skip what CSS hides.
      (typeof el.checkVisibility !== 'function' || el.checkVisibility()),
  );
}

/** Text direction of the list: the computed one, else (no style engine) the nearest `dir`. */
function isRtl(list: HTMLElement): boolean {
  const direction = getComputedStyle(list).direction;
  if (direction) return direction === 'rtl';
  return list.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

function onListKeyDown(event: KeyboardEvent<HTMLElement>, grid: boolean) {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
    return;
  const list = event.currentTarget;
  const target = event.target as HTMLElement;
  // A search field above the list: ArrowDown goes into the list; every other key stays its own.
  const fromField = takesArrows(target);
  const fromSearch = target instanceof HTMLInputElement && SEARCH.includes(target.type);
  if (fromField && !(fromSearch && event.key === 'ArrowDown')) return;
  // A radio group moves and checks with arrows itself.
  if (
    target instanceof HTMLInputElement &&
    target.type === 'radio' &&
    event.key.startsWith('Arrow')
  )
    return;
  const items = itemsOf(list);
  if (items.length === 0) return;
  const last = items.length - 1;
  const at = fromField ? -1 : items.findIndex((item) => item === target || item.contains(target));
  const next = (at + 1) % items.length;
  const previous = at <= 0 ? last : at - 1;
  const rtl = grid && (event.key === 'ArrowRight' || event.key === 'ArrowLeft') && isRtl(list);
  const index: Record<string, number> = {
    ArrowDown: next,
    ArrowUp: previous,
    Home: 0,
    End: last,
    ...(grid ? { ArrowRight: rtl ? previous : next, ArrowLeft: rtl ? next : previous } : {}),
  };
  const to = fromField ? 0 : index[event.key];
  if (to === undefined) return;
  event.preventDefault();
  items[to]!.focus();
}

/**
 * Arrow-key movement among a list's choices, added to Tab (every row stays in the Tab order):
 * ArrowDown / ArrowUp go to the next / previous enabled control, wrapping at the ends, Home /
 * End to the first / last; with `grid`, ArrowRight / ArrowLeft as well, mirrored right to left.
 * Keys typed in a text field are left alone, except ArrowDown, which enters the list.
 *
 * Spread the result on the list (or the element around the list and its search field). The
 * handler only moves focus between the rows, which stay the interactive elements, so the list
 * keeps its list role rather than taking an interactive one.
 */
export function useListKeyboard(options: ListKeyboardOptions = {}) {
  const grid = options.grid ?? false;
  return useMemo(
    () => ({ onKeyDown: (event: KeyboardEvent<HTMLElement>) => onListKeyDown(event, grid) }),
    [grid],
  );
}

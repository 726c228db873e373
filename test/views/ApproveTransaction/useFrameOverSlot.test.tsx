/**
 * The secure frame over the ApproveTransaction view's slot: shown on the slot's box once the
 * slot holds still (after the dialog's enter animation), kept there when the slot moves
 * without a resize (re-centring); out of sight again, and no longer moved, once the approval
 * ends.
 */
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { keepFrameHandle } from '../../../src/frame/frameHandles';
import { FRAME_ID } from '../../../src/frame/frameIds';
import {
  FRAME_SETTLE_MAX_FRAMES,
  useFrameOverSlot,
} from '../../../src/views/ApproveTransaction/useFrameOverSlot';

function Slot({ active }: { active: boolean }) {
  const slot = useRef<HTMLDivElement>(null);
  useFrameOverSlot(slot, active ? handle : null, 'Approve request');
  return <div ref={slot} data-testid="slot" />;
}

const REST = { top: 108, left: 460, width: 352, height: 300 };
let frame: HTMLIFrameElement;
let handle: string;
let release: () => void;
let box = REST;

const at = (next: typeof box) => {
  box = next;
};

const placed = () => {
  const { top, left, width, height, opacity, pointerEvents } = frame.style;
  return { top, left, width, height, opacity, pointerEvents };
};

const HIDDEN = { top: '0px', left: '0px', width: '0px', height: '0px' };
const hidden = { ...HIDDEN, opacity: '0', pointerEvents: 'none' };
const shownAt = ({ top, left, width, height }: typeof box) => ({
  top: `${top}px`,
  left: `${left}px`,
  width: `${width}px`,
  height: `${height}px`,
  opacity: '1',
  pointerEvents: 'auto',
});

beforeEach(() => {
  jest.useFakeTimers();
  box = REST;
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(() => ({ ...box, right: 0, bottom: 0, x: 0, y: 0, toJSON: () => box }));
  frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, HIDDEN, { opacity: '0', pointerEvents: 'none' });
  document.body.appendChild(frame);
  ({ handle, release } = keepFrameHandle(() => frame));
});

afterEach(() => {
  release();
  frame.remove();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('the frame covers the slot once it has held still for a frame, and takes focus then', () => {
  render(<Slot active />);
  expect(placed()).toEqual(hidden);
  expect(frame).not.toHaveFocus();
  jest.advanceTimersToNextFrame();
  expect(placed()).toEqual(shownAt(REST));
  expect(frame).not.toHaveAttribute('aria-hidden');
  expect(frame).toHaveAttribute('title', 'Approve request');
  expect(frame).toHaveFocus();
});

test('while the dialog animates in, the frame waits; it appears where the slot comes to rest', () => {
  at({ top: 120, left: 464, width: 345, height: 294 });
  render(<Slot active />);
  at({ top: 112, left: 462, width: 349, height: 297 });
  jest.advanceTimersToNextFrame();
  expect(placed()).toEqual(hidden);
  at(REST);
  jest.advanceTimersToNextFrame();
  expect(placed()).toEqual(hidden);
  jest.advanceTimersToNextFrame();
  expect(placed()).toEqual(shownAt(REST));
});

test('shown, it follows the slot moved with no resize (the dialog re-centred)', () => {
  render(<Slot active />);
  jest.advanceTimersToNextFrame();
  const moved = { ...REST, top: 140 };
  at(moved);
  jest.advanceTimersToNextFrame();
  expect(placed()).toEqual(shownAt(moved));
});

test('a slot that never holds still still gets the frame, after at most FRAME_SETTLE_MAX_FRAMES frames', () => {
  render(<Slot active />);
  for (let n = 1; n < FRAME_SETTLE_MAX_FRAMES - 1; n += 1) {
    at({ ...REST, top: REST.top + n });
    jest.advanceTimersToNextFrame();
  }
  expect(placed()).toEqual(hidden);
  at({ ...REST, top: 10 });
  jest.advanceTimersToNextFrame();
  expect(placed()).toEqual(shownAt({ ...REST, top: 10 }));
});

test('once the approval ends the frame is out of sight again and no longer follows the slot', () => {
  const { rerender } = render(<Slot active />);
  jest.advanceTimersToNextFrame();
  rerender(<Slot active={false} />);
  expect(placed()).toEqual(hidden);
  expect(frame).toHaveAttribute('aria-hidden', 'true');
  at({ ...REST, top: 10 });
  jest.advanceTimersByTime(100);
  expect(placed()).toEqual(hidden);
});

test('hostile: a host element with the frame’s id, first in the page, is never shown; the client’s frame is', () => {
  const decoy = document.createElement('iframe');
  decoy.id = FRAME_ID;
  decoy.setAttribute('aria-hidden', 'true');
  Object.assign(decoy.style, HIDDEN, { opacity: '0', pointerEvents: 'none' });
  // The page's element first: an id lookup would find it, not the client's frame.
  frame.remove();
  document.body.append(decoy, frame);
  try {
    expect(document.getElementById(FRAME_ID)).toBe(decoy);
    render(<Slot active />);
    jest.advanceTimersToNextFrame();
    expect(placed()).toEqual(shownAt(REST));
    expect(frame).toHaveFocus();
    const { top, left, width, height, opacity, pointerEvents } = decoy.style;
    expect({ top, left, width, height, opacity, pointerEvents }).toEqual(hidden);
    expect(decoy).toHaveAttribute('aria-hidden', 'true');
  } finally {
    decoy.remove();
  }
});

test('no handle, or a released one: nothing is shown', () => {
  release();
  render(<Slot active />);
  jest.advanceTimersToNextFrame();
  expect(placed()).toEqual(hidden);
});

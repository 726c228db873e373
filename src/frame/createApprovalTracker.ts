/**
 * The frame's approval prompts shown and not settled, counted as the modal counts them (one
 * settle ends one prompt, the oldest when the id is not known), keeping their ids. Bounded:
 * past 64 the oldest is forgotten.
 */
export function createApprovalTracker() {
  const open: string[] = [];
  return {
    track(type: 'APPROVAL_REQUESTED' | 'APPROVAL_SETTLED', id: string) {
      if (type === 'APPROVAL_REQUESTED') open.push(id);
      else if (open.length > 0) open.splice(Math.max(0, open.indexOf(id)), 1);
      if (open.length > 64) open.shift();
    },
    /** The prompts still open, forgotten here: they went with the frame's document. */
    drain: () => open.splice(0),
    clear() {
      open.length = 0;
    },
  };
}

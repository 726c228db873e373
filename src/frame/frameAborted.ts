import { FrameError } from './FrameError';

/** A request the frame will never answer: aborted, or its frame gone or destroyed. */
export const frameAborted = () => new FrameError('FRAME_ABORTED', 'Something went wrong');

import type { FeatureDescriptor } from '../FeatureDescriptor';
import {
  sendConfirmed,
  sendFieldEdited,
  sendMaxRequested,
  sendPreviewRequested,
  sendRequested,
  sendSpeedPicked,
} from './sendActions';

/** Sending funds (spec §4 send): loaded when the send form is first asked for. */
export const sendFeature: FeatureDescriptor = {
  name: 'send',
  lazy: {
    // Edits too: the slice must see every keystroke typed before the chunk ran.
    triggers: [
      sendRequested.type,
      sendFieldEdited.type,
      sendMaxRequested.type,
      sendPreviewRequested.type,
      sendConfirmed.type,
      sendSpeedPicked.type,
    ],
    load: () => import('./sendChunk'),
  },
};

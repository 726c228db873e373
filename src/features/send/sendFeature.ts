import type { FeatureDescriptor } from '../FeatureDescriptor';

/** Sending funds: loaded when the send form is first asked for. */
export const sendFeature: FeatureDescriptor = {
  name: 'send',
  lazy: {
    // Edits too: the slice must see every keystroke typed before the chunk ran.
    triggers: [
      'send/requested',
      'send/fieldEdited',
      'send/maxRequested',
      'send/previewRequested',
      'send/confirmed',
      'send/speedPicked',
    ],
    load: () => import('./sendChunk'),
  },
};

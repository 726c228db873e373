import type { FeatureDescriptor } from '../FeatureDescriptor';
import { sendViews } from './sendViews';
import { open } from '../modal/modalSlice';
import { sendRequested, type SendPrefill } from './sendRequested';

/** Sending funds: loaded when the send form is first asked for. */
export const sendFeature: FeatureDescriptor<typeof sendViews> = {
  name: 'send',
  views: sendViews,
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
  intents: {
    calls: {
      send: {
        view: 'Send',
        run: ({ store }, prefill) => {
          store.dispatch(sendRequested(prefill as SendPrefill));
          store.dispatch(open({ view: 'Send' }));
        },
      },
    },
  },
};

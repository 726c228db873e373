/**
 * The secure site's fault switches (`POST /__control/faults`), in a module of their own so a
 * test process can name them without loading the site (ethers, mail, jose …).
 */
export const FAULTS = [
  'neverLoad',
  'neverReply',
  'malformed',
  'mailDown',
  'wrongOrigin',
  'unverifiedDomain',
  'holdArming',
];

/** The faults frame.js acts on, told to it in the page it is served in. */
export const FRAME_FAULTS = ['neverReply', 'malformed', 'wrongOrigin', 'holdArming'];

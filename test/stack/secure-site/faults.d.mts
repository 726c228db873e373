export type SecureSiteFault =
  | 'neverLoad'
  | 'neverReply'
  | 'malformed'
  | 'mailDown'
  | 'wrongOrigin'
  | 'unverifiedDomain'
  | 'holdArming';

/** The switches of `POST /__control/faults`. */
export declare const FAULTS: readonly SecureSiteFault[];

/** The faults frame.js acts on. */
export declare const FRAME_FAULTS: readonly SecureSiteFault[];

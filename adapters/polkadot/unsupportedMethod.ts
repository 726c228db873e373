/** The message of UNSUPPORTED_METHOD. */
export const UNSUPPORTED = 'The wallet does not support this method';

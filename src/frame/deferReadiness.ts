import type { FrameError } from './FrameError';

/** A readiness of one frame document: resolved 500 ms after its READY. */
export interface Readiness {
  promise: Promise<void>;
  settled: boolean;
  resolve(): void;
  reject(error: FrameError): void;
}

export function deferReadiness(): Readiness {
  const readiness = { settled: false } as Readiness;
  readiness.promise = new Promise<void>((resolve, reject) => {
    readiness.resolve = () => {
      readiness.settled = true;
      resolve();
    };
    readiness.reject = (error) => {
      readiness.settled = true;
      reject(error);
    };
  });
  // A rejection nobody awaited yet must not be reported as unhandled.
  readiness.promise.catch(() => undefined);
  return readiness;
}

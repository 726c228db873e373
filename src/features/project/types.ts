import type { ProjectFlag, ProjectFlags } from './projectFlags';

/** The remote configuration's fetch: not started, in flight, answered, or failed. */
type ProjectConfigStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The allowed-origins check (only when email or social login is on). */
type OriginStatus = 'unchecked' | 'allowed' | 'notAllowed';

/** The flags a remote configuration sets; a flag it does not mention keeps the host's value. */
export type RemoteFlags = Partial<ProjectFlags>;

export interface ProjectState {
  status: ProjectConfigStatus;
  /** What the remote configuration set; null until it answers, and after a failure. */
  remote: RemoteFlags | null;
  /** Flags the host set that the remote configuration overrode with another value. */
  ignoredLocal: ProjectFlag[];
  origin: OriginStatus;
  /** The failure's code (`API_HTTP_ERROR`, …) while `status` is `failed`. */
  error: string | null;
}

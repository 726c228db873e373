import type { PorticoStorage } from '../persistence/PorticoStorage';

/** One key per project: consent to one project's terms says nothing about another's. */
export const consentStorageKey = (projectId: string) => `portico.consent.${projectId}`;

const GIVEN = 'given';

export function readStoredConsent(storage: PorticoStorage, projectId: string): boolean {
  return storage.getItem(consentStorageKey(projectId)) === GIVEN;
}

export function writeStoredConsent(storage: PorticoStorage, projectId: string, given: boolean) {
  if (given) storage.setItem(consentStorageKey(projectId), GIVEN);
  else storage.removeItem(consentStorageKey(projectId));
}

/**
 * The stand-in's name registry: the fixture names (every project sees them) and, per project id,
 * the names registered through POST /v1/profile/account, in memory in the control state (so
 * `/__control/reset` empties it). Tests that run in parallel use their own project ids and
 * never see each other's names.
 */
import { FIXTURE_NAMES, NAME_ZONE } from './fixtures.mjs';

/** A label of a registrable name: lower-case letters, digits, hyphens; 4 to 63 of them. */
export const NAME_LABEL = /^[a-z0-9-]{4,63}$/;

/** `label.portico` → `label`; null for a name outside the zone. */
export function labelOf(name) {
  const suffix = `.${NAME_ZONE}`;
  return name.endsWith(suffix) ? name.slice(0, -suffix.length) : null;
}

/** The names one project registered: lower-case name → { name, address, registered }. */
function registeredIn(control, projectId) {
  let names = control.state.names.get(projectId);
  if (!names) {
    names = new Map();
    control.state.names.set(projectId, names);
  }
  return names;
}

/** Every record `projectId` sees: the fixtures, then its own registrations, oldest first. */
export function profilesOf(control, projectId) {
  return [...FIXTURE_NAMES.values(), ...(control.state.names.get(projectId)?.values() ?? [])];
}

/** The record of `name` as `projectId` sees it, or undefined. */
export function findProfile(control, projectId, name) {
  const wanted = name.toLowerCase();
  return profilesOf(control, projectId).find((profile) => profile.name === wanted);
}

/** Records `name` for `address` in `projectId`'s registry. */
export function addProfile(control, projectId, { name, address, registered, attributes }) {
  registeredIn(control, projectId).set(name, { name, address, registered, attributes });
}

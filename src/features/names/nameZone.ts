/**
 * The zone names are registered in (`alice.portico`): the product API's suffix, shown after
 * the field and part of the signed name.
 */
export const NAME_ZONE = 'portico';

/** The full name a label registers as: lower case, with the zone. */
export const toFullName = (label: string) => `${label.toLowerCase()}.${NAME_ZONE}`;

/** The label of a full name in the zone (`alice.portico` → `alice`); others unchanged. */
export const toLabel = (name: string) =>
  name.endsWith(`.${NAME_ZONE}`) ? name.slice(0, -(NAME_ZONE.length + 1)) : name;

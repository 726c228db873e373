/** A name for registration has at least this many characters. */
export const NAME_MIN_LENGTH = 4;

/** A name rule that a typed name breaks. */
type NameRuleProblem = 'characters' | 'tooShort';

const ALLOWED = /^[a-zA-Z0-9-]*$/;

/**
 * The name rules a typed label (the part before the zone) breaks, in the order the form
 * shows them: letters, digits and hyphens only; at least NAME_MIN_LENGTH characters. An empty
 * label breaks none: there is nothing to say yet.
 */
export function checkNameLabel(label: string): NameRuleProblem[] {
  if (label === '') return [];
  const problems: NameRuleProblem[] = [];
  if (!ALLOWED.test(label)) problems.push('characters');
  if (label.length < NAME_MIN_LENGTH) problems.push('tooShort');
  return problems;
}

/** Whether `label` can be checked and registered: not empty, no rule broken. */
export const isRegistrableLabel = (label: string) =>
  label !== '' && checkNameLabel(label).length === 0;

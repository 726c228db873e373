import { useId } from 'react';

interface ChoiceChipsProps<K extends string> {
  /** The group's visible label (its legend). */
  legend: string;
  choices: readonly { key: K; label: string }[];
  selected: K;
  onPick(key: K): void;
  disabled?: boolean;
}

/**
 * One choice among a few, as native radio buttons styled as chips: the arrow keys move the
 * choice and assistive technology announces the group by its legend.
 */
export function ChoiceChips<K extends string>({
  legend,
  choices,
  selected,
  onPick,
  disabled,
}: ChoiceChipsProps<K>) {
  const name = useId();
  return (
    <fieldset className="portico-choices" disabled={disabled}>
      <legend className="portico-field-label">{legend}</legend>
      {choices.map(({ key, label }) => (
        <label key={key} className="portico-choice">
          <input
            type="radio"
            name={name}
            value={key}
            checked={key === selected}
            onChange={() => onPick(key)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

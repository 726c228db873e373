import { useId } from 'react';

/** The search field of an onramp list, labelled for assistive tech. */
export function OnrampSearch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="portico-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="portico-input"
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

import type { ThemeVariables } from '../config/ConfigInput';

/** Each theme variable and the CSS custom property it sets on the modal root. */
const PROPERTY: Record<keyof ThemeVariables, string> = {
  accent: '--portico-accent',
  fontFamily: '--portico-font-family',
  fontSize: '--portico-font-size',
  borderRadius: '--portico-radius',
  zIndex: '--portico-z-index',
  overlay: '--portico-overlay',
  qrColor: '--portico-qr-color',
};

export function toCssVariables(variables: ThemeVariables): Array<[string, string]> {
  return (Object.keys(PROPERTY) as Array<keyof ThemeVariables>)
    .filter((key) => variables[key] !== undefined)
    .map((key) => [PROPERTY[key], String(variables[key])]);
}

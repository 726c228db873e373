import { VIEWS, type View } from './viewTable';

export { VIEWS, type View };

export function isView(value: unknown): value is View {
  return typeof value === 'string' && (VIEWS as readonly string[]).includes(value);
}

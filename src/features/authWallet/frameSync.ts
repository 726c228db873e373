import type { FrameDappData, FrameTheme } from '../../frame/AuthWallet';
import type { PorticoState } from '../PorticoState';

/** The modal's resolved mode and its variables, for the frame's prompt. */
export function frameTheme(options: PorticoState['options'], prefersDark: boolean): FrameTheme {
  const themeVariables: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(options.themeVariables ?? {}))
    if (value !== undefined) themeVariables[key] = value;
  return {
    themeMode: options.themeMode ?? (prefersDark ? 'dark' : 'light'),
    themeVariables,
    w3mThemeVariables: options.themeVariables?.accent
      ? { '--w3m-accent': options.themeVariables.accent }
      : {},
  };
}

/** The host app's data, for the frame. */
export const frameDappData = (options: PorticoState['options']): FrameDappData => ({
  ...(options.metadata && { metadata: options.metadata }),
  sdkVersion: options.sdkVersion,
  sdkType: options.sdkType,
  projectId: options.projectId,
});

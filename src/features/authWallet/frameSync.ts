import type { FrameDappData, FrameTheme } from '../../frame/AuthWallet';
import type { PorticoState } from '../../store/rootReducer';

/** Spec §3 "Theme sync": the modal's resolved mode and its variables, for the frame's prompt. */
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

/** Spec §3 "Host app data". */
export const frameDappData = (options: PorticoState['options']): FrameDappData => ({
  ...(options.metadata && { metadata: options.metadata }),
  sdkVersion: options.sdkVersion,
  sdkType: options.sdkType,
  projectId: options.projectId,
});

import type { ComponentType } from 'react';
import { VIEWS, type View } from '../features/router/types';
import { createModuleLoader, type ModuleLoader } from '../utils/createModuleLoader';

/**
 * A view's code, a chunk of its own, found by the naming rule: `<View>/<View>View.tsx`
 * exporting `<View>View`. The bundlers split each file the pattern matches into its chunk
 * (Vite natively, the library's Rollup build with `expandViewImports`); the view-table test
 * names any view without its file, and any such file without a view.
 */
const loaderOf = (view: View) =>
  createModuleLoader(() =>
    import(`./${view}/${view}View.tsx`).then(
      (module: Record<string, ComponentType>) => module[`${view}View`] as ComponentType,
    ),
  );

/** One loader per view, each loading its own chunk on first use. */
export const viewLoaders = Object.fromEntries(
  VIEWS.map((view) => [view, loaderOf(view)]),
) as Record<View, ModuleLoader<ComponentType>>;

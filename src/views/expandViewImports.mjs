// A Rollup plugin for the library build: the view registry imports each view by the naming
// rule, `import(`./${view}/${view}View.tsx`)`, which Vite splits by itself but Rollup cannot.
// This writes the template out as one static import per view folder, so each view is a chunk.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const TEMPLATE = 'import(`./${view}/${view}View.tsx`)';

export function expandViewImports() {
  return {
    name: 'portico-expand-view-imports',
    transform(code, id) {
      if (path.basename(id) !== 'registry.ts' || path.basename(path.dirname(id)) !== 'views')
        return null;
      if (!code.includes(TEMPLATE)) this.error(`${id} no longer imports views as ${TEMPLATE}`);
      const folder = path.dirname(id);
      const imports = readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .filter((view) => existsSync(path.join(folder, view, `${view}View.tsx`)))
        .map((view) => `${JSON.stringify(view)}: () => import('./${view}/${view}View.tsx')`);
      // Only the one expression changes, on its line: the line mappings still hold.
      return { code: code.replace(TEMPLATE, `({ ${imports.join(', ')} })[view]()`), map: null };
    },
  };
}

import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/theme/portico.css';
import { LOCALES, THEME_MODES, toolbarConfig, ToolbarConfigContext } from './support/toolbar';

/** Hands the toolbar values to the story, which merges them into its modal config. */
const withToolbarConfig: Decorator = (Story, context) => (
  <ToolbarConfigContext.Provider value={toolbarConfig(context.globals)}>
    <Story />
  </ToolbarConfigContext.Provider>
);

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme mode of the modal (system follows the OS)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: THEME_MODES.map((value) => ({
          value,
          title: value[0]!.toUpperCase() + value.slice(1),
        })),
        dynamicTitle: true,
      },
    },
    locale: {
      description:
        'Locale of the modal (ar, he, fa and ur are right to left; en-XA is the pseudo-locale)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((value) => ({
          value,
          right: value,
          title:
            new Intl.DisplayNames([value === 'en-XA' ? 'en' : value], { type: 'language' }).of(
              value,
            ) ?? value,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'system', locale: 'en' },
  decorators: [withToolbarConfig],
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
  },
};

export default preview;

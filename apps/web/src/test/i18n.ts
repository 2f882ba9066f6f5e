import { textsConfig } from '../app/i18n';
import { type Resource, texts } from '../lib/texts/store';

/**
 * Test helper: the real Korean files from public/locales, loaded synchronously into the app's
 * texts so components render the same text as in the browser.
 */
const files = import.meta.glob<Resource>('../../public/locales/ko/*.json', {
  eager: true,
  import: 'default',
});

export const koResources: Record<string, Resource> = {};
for (const [path, data] of Object.entries(files)) {
  const ns = path.replace(/^.*\//, '').replace(/\.json$/, '');
  koResources[ns] = data;
}

if (!texts.isInitialized) texts.configure(textsConfig(), koResources);

export { texts };

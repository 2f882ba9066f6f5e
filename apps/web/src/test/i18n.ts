import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { josaPostProcessor, NAMESPACES } from '../app/i18n';

/**
 * Test helper: the real Korean files from public/locales, loaded synchronously into the global
 * i18next instance so components render the same text as in the browser.
 */
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/ko/*.json', {
  eager: true,
  import: 'default',
});

export const koResources: Record<string, Record<string, unknown>> = {};
for (const [path, data] of Object.entries(files)) {
  const ns = path.replace(/^.*\//, '').replace(/\.json$/, '');
  koResources[ns] = data;
}

if (!i18next.isInitialized) {
  await i18next
    .use(josaPostProcessor)
    .use(initReactI18next)
    .init({
      lng: 'ko',
      fallbackLng: 'ko',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      fallbackNS: 'common',
      resources: { ko: koResources },
      interpolation: { escapeValue: false },
      postProcess: ['josa'],
      react: { useSuspense: false },
    });
}

export { i18next };

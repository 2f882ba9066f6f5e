import { type TFunction, texts } from './store';

export interface UseTranslation {
  t: TFunction;
  i18n: typeof texts;
  ready: true;
}

/**
 * The texts of `ns` (the first one is what `t` reads; the others are only made sure of, for keys
 * written `ns:key`), suspending until their files are in: the page's skeleton shows meanwhile
 * (react-i18next's useSuspense). `t` is the same function on every render for the same arguments,
 * so effects that use it do not run again.
 */
export function useTranslation(
  ns?: string | readonly string[],
  options?: { keyPrefix?: string },
): UseTranslation {
  const list = ns === undefined ? [] : typeof ns === 'string' ? [ns] : ns;
  const missing = list.filter((one) => !texts.hasLoadedNamespace(one));
  if (missing.length > 0) throw texts.loadNamespaces(missing);
  return { t: texts.fixedT(list[0], options?.keyPrefix), i18n: texts, ready: true };
}

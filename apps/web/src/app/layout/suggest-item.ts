/** One row of the search box's list: a result to open, or a recent search to run again. */
export interface SuggestItem {
  key: string;
  href: string;
}

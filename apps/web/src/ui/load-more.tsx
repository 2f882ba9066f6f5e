import { Button } from './button';
import { ErrorState } from './error-state';
import styles from './load-more.module.css';

/** The parts of a TanStack infinite query this footer reads. */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<unknown>;
}

export interface LoadMoreProps {
  query: NextPageQuery;
  /** The 더보기 button's label. */
  label: string;
  /** Title of the compact error shown when the next page failed (with 다시 시도). */
  errorTitle: string;
  /** Shown once everything is loaded, when `showEnd` (lists that had more than one page). */
  endLabel?: string;
  showEnd?: boolean;
  testId?: string;
}

/**
 * The footer of a paged list: 더보기 while there is more, a retry when the next page failed
 * (the pages already shown stay), and an end line once the list ran out.
 */
export function LoadMore({ query, label, errorTitle, endLabel, showEnd = false, testId }: LoadMoreProps) {
  return (
    <div className={styles.more}>
      {query.isFetchNextPageError ? (
        <ErrorState
          compact
          title={errorTitle}
          message={query.error?.message}
          onRetry={() => void query.fetchNextPage()}
          retrying={query.isFetchingNextPage}
        />
      ) : query.hasNextPage ? (
        <Button
          variant="secondary"
          size="lg"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          data-testid={testId}
        >
          {label}
        </Button>
      ) : showEnd && endLabel ? (
        <p className={styles.end}>{endLabel}</p>
      ) : null}
    </div>
  );
}

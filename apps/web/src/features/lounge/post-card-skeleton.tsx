import { Skeleton, SkeletonText } from '../../ui/skeleton';

/** A card's shape while the feed or the post loads. */
export function PostCardSkeleton() {
  return (
    <div className="lounge-card">
      <div className="lounge-author">
        <Skeleton circle width={40} height={40} />
        <div className="lounge-author-text">
          <Skeleton width={120} height={14} />
          <Skeleton width={60} height={12} style={{ marginTop: 6 }} />
        </div>
      </div>
      <Skeleton width={72} height={24} />
      <SkeletonText lines={3} />
    </div>
  );
}

// What the booth page places: the 리뷰 and 포럼 tab panels and the header's support and like buttons.
export { LikeButton, SupportButton } from './booth-buttons';
export { ForumPanel } from './forum-panel';
export { ReviewsPanel } from './reviews-panel';

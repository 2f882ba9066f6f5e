/** What the lounge (and the magazine, whose bodies and replies it prepares) tells other features. */

/** An earlier live post of the same person with the same normalised body. */
export interface RepeatedBody {
  kind: 'post' | 'project';
  no: number;
}

/** A lounge post went up (`post.published`) or was changed (`post.edited`). */
export interface LoungePostWritten {
  postNo: number;
  authorNo: number;
  /** The post's tag (codes/content.ts `loungePostTags`: '21' is a log). */
  tag: string;
  /** Set when the body repeats an earlier post of the author (the post stays up). */
  repeatedOf: RepeatedBody | null;
}

/** Where a member was mentioned in a body (a post's or an article's). */
export type MentionPlace =
  | { kind: 'post'; postNo: number }
  | { kind: 'article'; articleNo: number; slug: string };

/** Members newly mentioned in a post or article body. */
export interface MemberMentioned {
  actorNo: number;
  actorNickname: string | null;
  /** Never the writer, nor anyone already mentioned in an earlier version of the body. */
  userNos: number[];
  in: MentionPlace;
}

/** A reply under a lounge post or a magazine article. */
export interface ReplyWritten {
  replyNo: number;
  thread: { kind: 'post' | 'article'; no: number };
  authorNo: number;
  authorNickname: string | null;
  /** What the writer typed. */
  body: string;
  /** The author of the reply answered, for an answer; null for a top-level reply. */
  parentAuthorNo: number | null;
  /** The author of the post or article. */
  threadOwnerNo: number;
  /** Members mentioned in the reply (the writer may be among them). */
  mentionedNos: number[];
}

/** A member left a reaction (an emote) on a post; taking it back is no event. */
export interface PostReacted {
  postNo: number;
  /** Who reacted, and who wrote the post. */
  userNo: number;
  authorNo: number;
  emote: string;
}

/** The author deleted a lounge post. */
export interface PostDeleted {
  postNo: number;
  authorNo: number;
}

/** An operator hid a lounge post (`hidden`), or showed it again. */
export interface PostHidden {
  postNo: number;
  hidden: boolean;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'post.published': LoungePostWritten;
    'post.edited': LoungePostWritten;
    'post.deleted': PostDeleted;
    'post.hidden': PostHidden;
    'member.mentioned': MemberMentioned;
    'reply.written': ReplyWritten;
    'post.reacted': PostReacted;
  }
}

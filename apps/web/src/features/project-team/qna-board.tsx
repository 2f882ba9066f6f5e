import { projectTeamApi, relativeTime } from '@sidequest/shared';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useLocation, useNavigate } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { errorMessage } from '../../lib/api';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { ConfirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LevelIcon } from '../../ui/level-icon';
import { SkeletonText } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { TextAreaField } from '../../ui/fields';
import { useQuestionDelete, useQuestionNew, useQuestionReply, useQuestions } from './api';
import styles from './team.module.css';

type Item = projectTeamApi.QnaItem;
type Reply = Item['REPLIES'][number];

// Read as members, not destructured: destructuring keeps the whole contract namespace (and zod) in the bundle.
const QUESTION_MAX = projectTeamApi.QUESTION_MAX;
const REPLY_MAX = projectTeamApi.REPLY_MAX;
const length = (s: string) => [...s].length;

/** The public 응원/질문 board: anyone logged in writes (1000자), the leader replies (500자). */
export function QnaBoard({ projectNo }: { projectNo: number }) {
  const { t } = useTranslation('project');
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const q = useQuestions(projectNo, viewer);
  const [body, setBody] = useState('');
  const post = useQuestionNew(projectNo);
  const tooLong = length(body) > QUESTION_MAX;

  const submit = () => {
    if (!body.trim() || tooLong) return;
    post.mutate(body.trim(), {
      onSuccess: () => {
        setBody('');
        toast(t('team.qna.posted'), { tone: 'success' });
      },
      onError: (err) => toast(errorMessage(err), { tone: 'error' }),
    });
  };

  return (
    <section className={styles.section} aria-labelledby="qna-title" data-testid="qna-board">
      <h2 id="qna-title" className={styles.sectionTitle}>
        {t('team.qna.title')}
        {q.data ? <span className={styles.count}>{q.data.questions.length}</span> : null}
      </h2>
      {isLoggedIn ? (
        <div className={styles.composer}>
          <TextAreaField
            label={t('team.qna.label')}
            value={body}
            onChange={setBody}
            maxChars={QUESTION_MAX}
            rows={3}
            placeholder={t('team.qna.placeholder')}
            error={tooLong ? t('team.qna.too_long', { max: QUESTION_MAX }) : undefined}
          />
          <div className={styles.composerFoot}>
            <Button onClick={submit} loading={post.isPending} disabled={!body.trim() || tooLong}>
              {t('team.qna.submit')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.loginNote}>
          <span>{t('team.qna.login')}</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => navigate('/login', { state: { from: `${location.pathname}${location.search}` } })}
          >
            {t('team.qna.login_button')}
          </Button>
        </div>
      )}
      {q.isPending ? (
        <SkeletonText lines={4} />
      ) : q.isError ? (
        <ErrorState
          compact
          message={t('team.qna.error')}
          onRetry={() => void q.refetch()}
          retrying={q.isRefetching}
        />
      ) : q.data.questions.length === 0 ? (
        <EmptyState
          compact
          icon={<MessageSquare size={26} />}
          title={t('team.qna.empty_title')}
          message={t('team.qna.empty')}
        />
      ) : (
        <ul className={styles.qnaList}>
          {q.data.questions.map((item) => (
            <QnaEntry key={item.QNA_NO} projectNo={projectNo} item={item} isLeader={q.data.IS_LEADER} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Post({ projectNo, post, leaderReply }: { projectNo: number; post: Reply; leaderReply?: boolean }) {
  const { t } = useTranslation('project');
  const [ask, setAsk] = useState(false);
  const del = useQuestionDelete(projectNo);
  const name = post.AUTHOR_NICKNAME ?? t('team.qna.withdrawn');
  return (
    <div className={styles.post}>
      <Avatar nickname={name} src={post.AUTHOR_IMG_URL} size={32} />
      <div className={styles.postBody}>
        <span className={styles.nameLine}>
          <strong>{name}</strong>
          {post.AUTHOR_NICKNAME ? <LevelIcon level={post.AUTHOR_LEVEL} size={16} /> : null}
          {leaderReply ? <Chip tone="recruiting">{t('team.qna.leader_badge')}</Chip> : null}
          <time className={styles.muted} dateTime={post.CREATED_AT}>
            {relativeTime(post.CREATED_AT)}
          </time>
        </span>
        <p className={styles.postText}>{post.BODY}</p>
        {post.CAN_DELETE ? (
          <button type="button" className={styles.linkButton} onClick={() => setAsk(true)}>
            {t('team.qna.delete')}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={ask}
        onOpenChange={setAsk}
        title={t('team.qna.delete_title')}
        description={t('team.qna.delete_desc')}
        confirmLabel={t('team.qna.delete')}
        onConfirm={async () => {
          try {
            await del.mutateAsync(post.QNA_NO);
            toast(t('team.qna.deleted'), { tone: 'success' });
          } catch (err) {
            toast(errorMessage(err), { tone: 'error' });
            throw err;
          }
        }}
      />
    </div>
  );
}

function QnaEntry({ projectNo, item, isLeader }: { projectNo: number; item: Item; isLeader: boolean }) {
  const { t } = useTranslation('project');
  const [replying, setReplying] = useState(false);
  const [body, setBody] = useState('');
  const reply = useQuestionReply(projectNo);
  const tooLong = length(body) > REPLY_MAX;
  const submit = () => {
    if (!body.trim() || tooLong) return;
    reply.mutate(
      { qna_no: item.QNA_NO, body: body.trim() },
      {
        onSuccess: () => {
          setBody('');
          setReplying(false);
        },
        onError: (err) => toast(errorMessage(err), { tone: 'error' }),
      },
    );
  };
  return (
    <li className={styles.qnaItem}>
      <Post projectNo={projectNo} post={item} />
      {item.REPLIES.length > 0 ? (
        <ul className={styles.replies}>
          {item.REPLIES.map((r) => (
            <li key={r.QNA_NO}>
              <Post projectNo={projectNo} post={r} leaderReply />
            </li>
          ))}
        </ul>
      ) : null}
      {isLeader ? (
        replying ? (
          <div className={styles.replyComposer}>
            <TextAreaField
              label={t('team.qna.reply_label')}
              value={body}
              onChange={setBody}
              maxChars={REPLY_MAX}
              rows={2}
              placeholder={t('team.qna.reply_placeholder')}
              error={tooLong ? t('team.qna.too_long', { max: REPLY_MAX }) : undefined}
            />
            <div className={styles.composerFoot}>
              <Button size="sm" variant="ghost" onClick={() => setReplying(false)}>
                {t('common:action.cancel')}
              </Button>
              <Button size="sm" onClick={submit} loading={reply.isPending} disabled={!body.trim() || tooLong}>
                {t('team.qna.reply_submit')}
              </Button>
            </div>
          </div>
        ) : (
          <button type="button" className={styles.linkButton} onClick={() => setReplying(true)}>
            {t('team.qna.reply')}
          </button>
        )
      ) : null}
    </li>
  );
}

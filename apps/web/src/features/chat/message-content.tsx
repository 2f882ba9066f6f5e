import { CHAT_MESSAGE_TYPES, type ChatMessage, formatDate, jobs } from '@sidequest/shared';
import { CheckSquare, Download, ExternalLink, FileText, Flag, Phone, Square } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { Avatar } from '../../ui/avatar';
import { LevelIcon } from '../../ui/level-icon';
import { internalHref } from '../notification/links';
import { AdPointButton } from './ad-point-button';
import { splitMentions } from './messages';
import styles from './content.module.css';

/** `1.2MB`, `340KB`: the size next to a file's name. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)}KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
}

/** Text with `@[nickname]` mentions as links to the profile (closing the panel on phones). */
export function MessageText({ body }: { body: string }) {
  return (
    <p className={styles.text}>
      {splitMentions(body).map((part, i) =>
        part.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed body
          <span key={i}>{part.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed body
          <Link key={i} to={profileHref(part.nickname)} className={styles.mention}>
            @{part.nickname}
          </Link>
        ),
      )}
    </p>
  );
}

function LinkCard({ link }: { link: NonNullable<NonNullable<ChatMessage['meta']>['link']> }) {
  const inner = (
    <>
      {link.image ? <img src={link.image} alt="" className={styles.cardImage} loading="lazy" /> : null}
      <span className={styles.cardBody}>
        <strong className={styles.cardTitle}>{link.title}</strong>
        {link.description ? <span className={styles.cardDesc}>{link.description}</span> : null}
        <span className={styles.cardMeta}>
          {link.kind === 'url' ? <ExternalLink size={12} aria-hidden="true" /> : null}
          {link.kind === 'url' ? safeHost(link.url) : link.url}
        </span>
      </span>
    </>
  );
  const internal = internalHref(link.url);
  if (internal) {
    return (
      <Link to={internal} className={styles.card}>
        {inner}
      </Link>
    );
  }
  if (!/^https?:\/\//i.test(link.url)) return <span className={styles.card}>{inner}</span>;
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className={styles.card}>
      {inner}
    </a>
  );
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** What a bubble holds, by message type. */
export function MessageContent({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  const meta = message.meta;

  switch (message.type) {
    case CHAT_MESSAGE_TYPES.image:
      return meta?.image ? (
        <a href={meta.image.url} target="_blank" rel="noopener noreferrer" className={styles.imageLink}>
          <img
            src={meta.image.url}
            alt={t('message.image_alt', { name: meta.image.name })}
            className={styles.image}
            loading="lazy"
          />
        </a>
      ) : (
        <MessageText body={t('message.image_missing')} />
      );
    case CHAT_MESSAGE_TYPES.files:
      return meta?.file ? (
        <a href={meta.file.url} download={meta.file.name} className={styles.file} rel="noopener noreferrer">
          <FileText size={28} aria-hidden="true" className={styles.fileIcon} />
          <span className={styles.cardBody}>
            <strong className={styles.cardTitle}>{meta.file.name}</strong>
            <span className={styles.cardMeta}>{formatBytes(meta.file.bytes)}</span>
          </span>
          <Download size={18} aria-label={t('message.download')} />
        </a>
      ) : (
        <MessageText body={message.body} />
      );
    case CHAT_MESSAGE_TYPES.profile:
      return meta?.profile ? (
        <Link to={profileHref(meta.profile.nickname)} className={styles.card}>
          <span className={styles.profileCard}>
            <Avatar nickname={meta.profile.nickname} src={meta.profile.img} size={40} />
            <span className={styles.cardBody}>
              <strong className={styles.cardTitle}>
                <LevelIcon level={meta.profile.level} size={14} /> {meta.profile.nickname}
              </strong>
              {meta.profile.job ? (
                <span className={styles.cardDesc}>{jobs.label(meta.profile.job) ?? meta.profile.job}</span>
              ) : null}
              <span className={styles.cardMeta}>{t('message.profile_view')}</span>
            </span>
          </span>
        </Link>
      ) : (
        <MessageText body={message.body} />
      );
    case CHAT_MESSAGE_TYPES.link:
      return meta?.link ? <LinkCard link={meta.link} /> : <MessageText body={message.body} />;
    case CHAT_MESSAGE_TYPES.todo:
      return meta?.todo ? (
        <div className={styles.todo}>
          <span className={styles.todoAction}>{t(`message.todo_${meta.todo.action}`)}</span>
          <span className={styles.todoRow}>
            {meta.todo.state === 'done' || meta.todo.action === 'done' ? (
              <CheckSquare size={18} aria-label={t('todo.done')} className={styles.todoDone} />
            ) : (
              <Square size={18} aria-label={t('todo.open')} />
            )}
            <strong>{meta.todo.title}</strong>
          </span>
          <span className={styles.cardMeta}>
            {meta.todo.assignee
              ? t('todo.assignee_is', { nickname: meta.todo.assignee })
              : t('todo.no_assignee')}
          </span>
        </div>
      ) : (
        <MessageText body={message.body} />
      );
    case CHAT_MESSAGE_TYPES.milestone:
      return (
        <div className={styles.todo}>
          <span className={styles.todoAction}>
            <Flag size={14} aria-hidden="true" /> {t('message.milestone')}
          </span>
          <strong>{meta?.milestone?.title ?? message.body}</strong>
          {meta?.milestone?.dueDate ? (
            <span className={styles.cardMeta}>
              {t('message.due', { date: formatDate(meta.milestone.dueDate) })}
            </span>
          ) : null}
        </div>
      );
    case CHAT_MESSAGE_TYPES.voice:
      return (
        <p className={styles.text}>
          <Phone size={14} aria-hidden="true" />{' '}
          {meta?.voice
            ? t(`message.voice_${meta.voice.outcome}`, {
                minutes: Math.floor(meta.voice.durationSec / 60),
                seconds: meta.voice.durationSec % 60,
              })
            : message.body}
        </p>
      );
    default:
      return meta?.ad ? (
        <div>
          <MessageText body={message.body} />
          <AdPointButton roomId={message.roomId} messageId={message._id} points={meta.ad.points} />
        </div>
      ) : (
        <MessageText body={message.body} />
      );
  }
}

import { BOOTH_LIMITS, expoBoothsApi, formatDateTime } from '@sidequest/shared';
import { Megaphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/fields';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { useMessageSupporters } from './api';
import styles from './booth-page.module.css';

const schema = expoBoothsApi.ZSupportersMessage;

/**
 * 응원한 메이커에게 메시지: the team writes once to everyone who supported the booth; the server
 * allows one a day per booth and says when the next may go.
 */
export function MessageSupportersForm({ boothNo }: { boothNo: number }) {
  const { t } = useTranslation('product');
  const send = useMessageSupporters(boothNo);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [nextAt, setNextAt] = useState<string | null>(null);
  const valid = schema.safeParse({ booth_no: boothNo, title, body }).success;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    try {
      const res = await send.mutateAsync({ title: title.trim(), body: body.trim() });
      setTitle('');
      setBody('');
      setNextAt(res.next_at);
      toast(t('message.sent', { count: res.sent }), { tone: 'success' });
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
    }
  };
  return (
    <form
      className={`${styles.manageForm} ${styles.messageForm}`}
      onSubmit={(e) => void submit(e)}
      aria-labelledby="booth-message"
    >
      <h3 id="booth-message" className={styles.subTitle}>
        {t('message.title')}
      </h3>
      <p className={styles.muted}>{t('message.hint')}</p>
      <TextField
        label={t('message.subject')}
        placeholder={t('message.subject_placeholder')}
        value={title}
        maxLength={BOOTH_LIMITS.messageTitleMax}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextAreaField
        label={t('message.body')}
        value={body}
        onChange={setBody}
        maxChars={BOOTH_LIMITS.messageBodyMax}
        rows={4}
        placeholder={t('message.body_placeholder')}
      />
      {nextAt ? <p className={styles.muted}>{t('message.next', { at: formatDateTime(nextAt) })}</p> : null}
      <Button
        type="submit"
        size="sm"
        icon={<Megaphone size={14} />}
        loading={send.isPending}
        disabled={!valid}
      >
        {t('message.send')}
      </Button>
    </form>
  );
}

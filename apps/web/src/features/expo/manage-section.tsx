import { BOOTH_LIMITS, type Booth } from '@sidequest/shared';
import { LogOut, Pencil, Send, Trash2, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useNavigate } from '../../lib/router';
import { errorMessage } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { TextAreaField } from '../../ui/fields';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { PromoCodeManager } from '../expo-rank';
import { useInviteToBooth, useLeaveBooth, usePostBoothUpdate, useRemoveBooth } from './api';
import styles from './booth-page.module.css';
import { MessageSupportersForm } from './message-form';

function PostUpdateForm({ boothNo }: { boothNo: number }) {
  const { t } = useTranslation('product');
  const post = usePostBoothUpdate(boothNo);
  const [body, setBody] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return;
    try {
      await post.mutateAsync(body.trim());
      setBody('');
      toast(t('updates.posted'), { tone: 'success' });
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
    }
  };
  return (
    <form className={styles.manageForm} onSubmit={(e) => void submit(e)}>
      <TextAreaField
        label={t('updates.write')}
        value={body}
        onChange={setBody}
        maxChars={BOOTH_LIMITS.updateMax}
        rows={3}
        placeholder={t('updates.write_placeholder')}
      />
      <Button
        type="submit"
        size="sm"
        icon={<Send size={14} />}
        loading={post.isPending}
        disabled={!body.trim() || [...body].length > BOOTH_LIMITS.updateMax}
      >
        {t('updates.post')}
      </Button>
    </form>
  );
}

function InviteForm({ boothNo }: { boothNo: number }) {
  const { t } = useTranslation('product');
  const invite = useInviteToBooth(boothNo);
  const [nickname, setNickname] = useState('');
  const send = async () => {
    const name = nickname.trim();
    if (!name) return;
    try {
      await invite.mutateAsync(name);
      setNickname('');
      toast(t('team.invite_sent', { nickname: name }), { tone: 'success' });
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
    }
  };
  return (
    <div className={styles.manageForm}>
      <TextField
        label={t('team.invite')}
        placeholder={t('team.invite_placeholder')}
        value={nickname}
        maxLength={30}
        onChange={(e) => setNickname(e.target.value)}
        onEnter={() => void send()}
      />
      <Button
        size="sm"
        variant="secondary"
        icon={<UserPlus size={14} />}
        loading={invite.isPending}
        disabled={!nickname.trim()}
        onClick={() => void send()}
      >
        {t('team.invite_send')}
      </Button>
    </div>
  );
}

/**
 * 부스 관리, for the team only: the owner edits, invites and takes the booth down; every member
 * posts updates and messages the booth's supporters; a member may leave. Promotion codes come
 * from the rank part of the expo; removing members and cancelling invitations is on the 팀 tab.
 */
export function ManageSection({ booth }: { booth: Booth }) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const remove = useRemoveBooth();
  const leave = useLeaveBooth(booth.booth_no);
  const [asking, setAsking] = useState<'remove' | 'leave' | null>(null);
  const owner = booth.me.role === 'owner';
  const confirm = () =>
    (asking === 'remove' ? remove.mutateAsync(booth.booth_no) : leave.mutateAsync()).then(
      () => {
        toast(t(asking === 'remove' ? 'manage.removed' : 'team.left'), { tone: 'success' });
        navigate('/product');
      },
      (err) => {
        toast(errorMessage(err), { tone: 'error' });
        return false;
      },
    );
  return (
    <section className={styles.manage} aria-labelledby="booth-manage" data-testid="booth-manage">
      <h2 id="booth-manage" className={styles.manageTitle}>
        {t('manage.title')}
      </h2>
      <div className={styles.manageActions}>
        {owner ? (
          <Link to={`/product/${booth.booth_no}/edit`} className={buttonClass('secondary', 'sm')}>
            <Pencil size={14} aria-hidden /> {t('manage.edit')}
          </Link>
        ) : null}
        {owner ? (
          <Button variant="ghost" size="sm" icon={<Trash2 size={14} />} onClick={() => setAsking('remove')}>
            {t('manage.remove')}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" icon={<LogOut size={14} />} onClick={() => setAsking('leave')}>
            {t('team.leave')}
          </Button>
        )}
      </div>
      <PostUpdateForm boothNo={booth.booth_no} />
      {owner ? <InviteForm boothNo={booth.booth_no} /> : null}
      {booth.status === 'approved' ? <MessageSupportersForm boothNo={booth.booth_no} /> : null}
      {booth.status === 'approved' ? <PromoCodeManager boothNo={booth.booth_no} /> : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={t(asking === 'remove' ? 'manage.remove_title' : 'team.leave_title')}
        description={t(asking === 'remove' ? 'manage.remove_description' : 'team.leave_description')}
        confirmLabel={t(asking === 'remove' ? 'manage.remove' : 'team.leave')}
        tone="danger"
        onConfirm={confirm}
      />
    </section>
  );
}

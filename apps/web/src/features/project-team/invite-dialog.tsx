import { FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { errorMessage } from '../../lib/api';
import { Avatar } from '../../ui/avatar';
import { Button, buttonClass } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { SkeletonText } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { SelectField } from '../../ui/fields';
import { useInvite, usePeopleSearch, useProjectInfo, useTeam } from './api';
import { openSlotOptions } from './slot-options';
import styles from './team.module.css';

/** Statuses that take no one new: drafts, paused, launched, archived. */
const NOT_INVITING = new Set(['99', '04', '05', '06']);

function SlotPicker({
  projectNo,
  value,
  onChange,
}: {
  projectNo: number;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('project');
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const team = useTeam(projectNo, viewer);
  return (
    <SelectField
      label={t('team.invite.slot_label')}
      value={value}
      onChange={onChange}
      placeholder={t('team.invite.slot_any')}
      disabled={team.isPending}
      options={openSlotOptions(team.data?.slots ?? [], t)}
    />
  );
}

/**
 * 프로젝트 초대 from a person's card: pick one of my recruiting projects and, optionally, a slot.
 * The invitee answers from 마이페이지 (a notification links there).
 */
export function InviteToProjectDialog({
  userNo,
  nickname,
  onClose,
}: {
  userNo: number;
  nickname: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('project');
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const info = useProjectInfo(viewer);
  const mine = (info.data?.leading ?? []).filter((p) => !NOT_INVITING.has(p.STATUS));
  const [project, setProject] = useState('');
  const [slot, setSlot] = useState('');
  const [message, setMessage] = useState('');
  const send = useInvite();
  const chosen = project || (mine.length === 1 ? String(mine[0]!.PROJECT_NO) : '');

  const submit = () => {
    if (!chosen) return;
    send.mutate(
      { project_no: Number(chosen), user_no: userNo, slot_no: slot ? Number(slot) : null, message },
      {
        onSuccess: () => {
          toast(t('team.invite.sent', { nickname }), { tone: 'success' });
          onClose();
        },
        onError: (err) => toast(errorMessage(err), { tone: 'error' }),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => (o || send.isPending ? undefined : onClose())}
      title={t('team.invite.title')}
      description={t('team.invite.desc', { nickname })}
      footer={
        mine.length > 0 ? (
          <>
            <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
              {t('common:action.cancel')}
            </Button>
            <Button onClick={submit} loading={send.isPending} disabled={!chosen}>
              {t('team.invite.send')}
            </Button>
          </>
        ) : undefined
      }
    >
      {info.isPending ? (
        <SkeletonText lines={3} />
      ) : info.isError ? (
        <ErrorState compact message={info.error.message} onRetry={() => void info.refetch()} />
      ) : mine.length === 0 ? (
        <EmptyState
          compact
          icon={<FolderPlus size={26} />}
          title={t('team.invite.no_projects_title')}
          message={t('team.invite.no_projects')}
          action={
            <Link to="/project/new" className={buttonClass('secondary', 'md')} onClick={onClose}>
              {t('team.invite.new_project')}
            </Link>
          }
        />
      ) : (
        <div className={styles.form}>
          <SelectField
            label={t('team.invite.project_label')}
            required
            value={chosen}
            onChange={(v) => {
              setProject(v);
              setSlot('');
            }}
            placeholder={mine.length > 1 ? t('team.invite.project_label') : undefined}
            options={mine.map((p) => ({ code: String(p.PROJECT_NO), label: p.PROJECT_NAME || '—' }))}
          />
          {chosen ? <SlotPicker projectNo={Number(chosen)} value={slot} onChange={setSlot} /> : null}
          <TextField
            label={t('team.invite.message_label')}
            value={message}
            maxLength={300}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
      )}
    </Dialog>
  );
}

/** The leader's 사람 초대하기: find a person by nickname, then invite them to this project. */
export function InvitePeopleDialog({ projectNo, onClose }: { projectNo: number; onClose: () => void }) {
  const { t } = useTranslation('project');
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const [keyword, setKeyword] = useState('');
  const [slot, setSlot] = useState('');
  const send = useInvite();
  const found = usePeopleSearch(keyword.trim());
  const people = (found.data?.profiles ?? []).filter((p) => p.USER_NO !== viewer);

  // mutateAsync, not mutate: each row's invite gets its own toast even when two are under way.
  const inviteOne = async (userNo: number, nickname: string) => {
    try {
      await send.mutateAsync({
        project_no: projectNo,
        user_no: userNo,
        slot_no: slot ? Number(slot) : null,
        message: '',
      });
      toast(t('team.invite.sent', { nickname }), { tone: 'success' });
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={t('team.invite.search_title')}
      description={t('team.invite.search_desc')}
    >
      <div className={styles.form}>
        <SlotPicker projectNo={projectNo} value={slot} onChange={setSlot} />
        <TextField
          label={t('team.invite.search_label')}
          value={keyword}
          placeholder={t('team.invite.search_placeholder')}
          onChange={(e) => setKeyword(e.target.value)}
          autoComplete="off"
        />
        {found.isFetching && !found.data ? (
          <SkeletonText lines={2} />
        ) : found.isError ? (
          <ErrorState compact message={found.error.message} onRetry={() => void found.refetch()} />
        ) : found.data && people.length === 0 ? (
          <p className={styles.muted}>{t('team.invite.search_empty')}</p>
        ) : (
          <ul className={styles.pickList}>
            {people.map((p) => (
              <li key={p.USER_NO} className={styles.pickRow}>
                <Avatar nickname={p.USER_NICKNAME} src={p.USER_IMG_URL} size={32} />
                <span className={styles.pickName}>{p.USER_NICKNAME}</span>
                <Button size="sm" variant="soft" onClick={() => void inviteOne(p.USER_NO, p.USER_NICKNAME)}>
                  {t('team.invite.pick')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

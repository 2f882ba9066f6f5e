import {
  jobs,
  profileApi,
  profileStatuses,
  type Resume,
  UPLOAD_ACCEPT,
  formatNumber,
} from '@sidequest/shared';
import { Camera, ImagePlus, MessageCircle, Settings, Trash2 } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useLocation, useNavigate } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { errorMessage } from '../../lib/api';
import { Avatar } from '../../ui/avatar';
import { Button, buttonClass } from '../../ui/button';
import { LevelIcon } from '../../ui/level-icon';
import { MakerBadges } from '../expo-rank';
import { toast } from '../../ui/toast-store';
import { openDirectChat } from '../chat/open-room';
import { GiftButton } from '../gifts/gift-button';
import { VerificationBadges } from '../identity/verification-badges';
import { useUpdateBackground, useUpdatePicture } from './api';
import { RelationsDialog } from './relations-dialog';
import shared from './profile.module.css';
import styles from './profile-header.module.css';
import { useUpload } from './use-upload';

export interface ProfileHeaderProps {
  resume: Resume;
  /** The follow control (the people feature's FollowButton), shown to other members. */
  followSlot?: ReactNode;
}

function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      className={shared.progress}
      role="progressbar"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={label}
    >
      <span className={shared.progressFill} style={{ width: `${value}%` }} />
    </div>
  );
}

/** Cover, picture, name, level, badges, status, counts and the actions. */
export function ProfileHeader({ resume, followSlot }: ProfileHeaderProps) {
  const { t } = useTranslation('people');
  const owner = resume.IS_OWNER;
  const [relations, setRelations] = useState<null | 'followers' | 'followings'>(null);
  const coverInput = useRef<HTMLInputElement>(null);
  const pictureInput = useRef<HTMLInputElement>(null);
  const cover = useUpload(profileApi.userBackground, 'image');
  const picture = useUpload(profileApi.newUserImage, 'image');
  const saveBackground = useUpdateBackground();
  const savePicture = useUpdatePicture();
  const busy = saveBackground.isPending || savePicture.isPending;
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [chatting, setChatting] = useState(false);
  const startChat = () => {
    const toLogin = () => navigate('/login', { state: { from: location.pathname } });
    if (!isLoggedIn) return toLogin();
    setChatting(true);
    void openDirectChat(resume.USER_NO)
      .catch(toLogin)
      .finally(() => setChatting(false));
  };

  const status = profileStatuses.get(resume.STATUS_LINE);
  const jobLabels = [resume.MAIN_JOB_D, resume.SUB_JOB_D]
    .map((code) => jobs.label(code))
    .filter((label): label is string => Boolean(label));

  const applyBackground = (url: string | null) =>
    saveBackground.mutate(url, {
      onSuccess: () =>
        toast(url ? t('profile.header.background_done') : t('profile.header.background_removed'), {
          tone: 'success',
        }),
      onError: (err) =>
        toast(t('profile.header.background_failed'), { description: errorMessage(err), tone: 'error' }),
    });

  const applyPicture = (url: string | null) =>
    savePicture.mutate(url, {
      onSuccess: () =>
        toast(url ? t('profile.header.picture_done') : t('profile.header.picture_removed'), {
          tone: 'success',
        }),
      onError: (err) =>
        toast(t('profile.header.picture_failed'), { description: errorMessage(err), tone: 'error' }),
    });

  const onCoverFile = async (file: File | undefined) => {
    if (!file) return;
    const res = await cover.upload(file);
    if (res) applyBackground(res.BACKGROUND_URL);
  };

  const onPictureFile = async (file: File | undefined) => {
    if (!file) return;
    const res = await picture.upload(file);
    if (res) applyPicture(res.USER_IMG_URL);
  };

  return (
    <section className={styles.header} aria-labelledby="profile-name">
      <div
        className={styles.cover}
        style={resume.BACKGROUND_URL ? { backgroundImage: `url("${resume.BACKGROUND_URL}")` } : undefined}
        data-empty={resume.BACKGROUND_URL ? undefined : true}
      >
        {owner ? (
          <div className={styles.coverActions}>
            <input
              ref={coverInput}
              type="file"
              accept={UPLOAD_ACCEPT.image}
              className="visually-hidden"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => {
                void onCoverFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Button
              size="sm"
              variant="secondary"
              icon={<ImagePlus size={16} aria-hidden="true" />}
              onClick={() => coverInput.current?.click()}
              disabled={cover.uploading || busy}
            >
              {resume.BACKGROUND_URL
                ? t('profile.header.change_background')
                : t('profile.header.add_background')}
            </Button>
            {resume.BACKGROUND_URL ? (
              <Button
                size="sm"
                variant="secondary"
                icon={<Trash2 size={16} aria-hidden="true" />}
                onClick={() => applyBackground(null)}
                disabled={cover.uploading || busy}
                aria-label={t('profile.header.remove_background')}
              />
            ) : null}
          </div>
        ) : null}
        {cover.uploading ? (
          <div className={styles.coverProgress}>
            <span>{t('profile.upload.progress', { percent: cover.progress })}</span>
            <ProgressBar value={cover.progress ?? 0} label={t('profile.header.background_uploading')} />
          </div>
        ) : null}
      </div>
      {cover.error ? (
        <p className={shared.uploadError} role="alert">
          {cover.error}
        </p>
      ) : null}

      <div className={styles.headerBody}>
        <div className={styles.avatarWrap}>
          <Avatar
            nickname={resume.USER_NICKNAME}
            src={resume.USER_IMG_URL}
            size={104}
            className={styles.avatar}
          />
          {owner ? (
            <>
              <input
                ref={pictureInput}
                type="file"
                accept={UPLOAD_ACCEPT.image}
                className="visually-hidden"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(e) => {
                  void onPictureFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              <button
                type="button"
                className={styles.avatarButton}
                onClick={() => pictureInput.current?.click()}
                disabled={picture.uploading || busy}
                aria-label={t('profile.header.change_picture')}
                title={t('profile.header.change_picture')}
              >
                <Camera size={16} aria-hidden="true" />
              </button>
              {picture.uploading ? (
                <span className={styles.avatarProgress} aria-live="polite">
                  {t('profile.upload.progress', { percent: picture.progress })}
                </span>
              ) : null}
            </>
          ) : null}
        </div>

        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <h1 id="profile-name" className={styles.name}>
              {resume.USER_NICKNAME}
            </h1>
            <LevelIcon level={resume.USER_LEVEL} size={24} withName />
            <span className={styles.levelName}>{resume.LEVEL_NAME}</span>
          </div>
          {jobLabels.length > 0 ? <p className={styles.jobs}>{jobLabels.join(' · ')}</p> : null}
          <div className={styles.badgeRow}>
            {status ? (
              <span className={styles.statusChip}>
                <span aria-hidden="true">{status.emoji}</span>
                {status.label}
              </span>
            ) : null}
            <VerificationBadges
              ci={resume.CI_VERIFIED}
              phone={resume.USER_PHONE}
              school={resume.SCHOOL_VERIFIED}
              schoolName={resume.VERIFIED_SCHOOL_NAME}
            />
          </div>
          <MakerBadges userNo={resume.USER_NO} />
          <div className={styles.counts}>
            <button type="button" className={styles.countButton} onClick={() => setRelations('followers')}>
              {t('profile.header.followers')} <strong>{formatNumber(resume.ACTIVITY.FOLLOWER_COUNT)}</strong>
            </button>
            <span aria-hidden="true" className={styles.countDivider} />
            <button type="button" className={styles.countButton} onClick={() => setRelations('followings')}>
              {t('profile.header.followings')}{' '}
              <strong>{formatNumber(resume.ACTIVITY.FOLLOWING_COUNT)}</strong>
            </button>
          </div>
          {picture.error ? (
            <p className={shared.uploadError} role="alert">
              {picture.error}
            </p>
          ) : null}
        </div>

        <div className={styles.actions}>
          {owner ? (
            <>
              {resume.USER_IMG_URL ? (
                <Button size="sm" variant="ghost" onClick={() => applyPicture(null)} disabled={busy}>
                  {t('profile.header.remove_picture')}
                </Button>
              ) : null}
              <Link to="/my" className={buttonClass('secondary', 'sm')}>
                <Settings size={16} aria-hidden="true" />
                {t('profile.header.my_page')}
              </Link>
            </>
          ) : (
            <>
              {followSlot}
              <Button
                size="sm"
                variant="secondary"
                icon={<MessageCircle size={16} aria-hidden="true" />}
                loading={chatting}
                onClick={startChat}
                data-testid="profile-chat"
              >
                {t('profile.header.chat')}
              </Button>
              <GiftButton nickname={resume.USER_NICKNAME} />
            </>
          )}
        </div>
      </div>

      <RelationsDialog
        nickname={resume.USER_NICKNAME}
        direction={relations}
        onClose={() => setRelations(null)}
        counts={{ followers: resume.ACTIVITY.FOLLOWER_COUNT, followings: resume.ACTIVITY.FOLLOWING_COUNT }}
      />
    </section>
  );
}

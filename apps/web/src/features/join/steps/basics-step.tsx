import {
  ages,
  availableDays,
  availableTimes,
  domains,
  experienceYears,
  genders,
  joinApi,
  mbtiTypes,
  meetingModes,
  NICKNAME_PATTERN,
  profileStatuses,
  regions,
  skillLevels,
} from '@sidequest/shared';
import { Camera, Lock } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/texts/react';
import { useUserStore } from '../../../app/store';
import { errorMessage } from '../../../lib/api';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast-store';
import { useAvailability } from '../../auth/use-availability';
import { regionLocked } from '../answers';
import { uploadUserImage } from '../api';
import { type ChoiceOption, MultiChips, SingleChips } from '../choice-chips';
import { DOMAIN_ICONS } from '../domain-icons';
import styles from './basics-step.module.css';
import fields from '../field-group.module.css';
import { SkillPicker } from '../skill-picker';
import type { StepProps } from './step-props';

const INTERESTS: ChoiceOption[] = domains.items.map((d) => ({
  code: d.code,
  label: d.label,
  icon: DOMAIN_ICONS[d.icon],
}));
/** Labels only: the catalogue's emoji need an emoji font the interface does not rely on. */
const plain = (items: readonly { code: string; label: string }[]): ChoiceOption[] =>
  items.map(({ code, label }) => ({ code, label }));

const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/bmp';

function ProfilePicture({ nickname }: { nickname: string }) {
  const { t } = useTranslation('join');
  const profile = useUserStore((s) => s.profile);
  const setProfile = useUserStore((s) => s.setProfile);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const img = profile?.img ?? null;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const url = await uploadUserImage(file);
      const current = useUserStore.getState().profile;
      if (current) setProfile({ ...current, img: url });
      toast(t('steps.basics.picture_done'), { tone: 'success' });
    } catch (err) {
      toast(t('steps.basics.picture_failed'), { description: errorMessage(err), tone: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.pictureRow}>
      <Avatar nickname={nickname || profile?.nickname || ''} src={img} size={72} />
      <div className={styles.pictureText}>
        <span className={fields.legend}>
          {t('steps.basics.picture')}
          <span className={fields.legendAside}>{t('steps.optional')}</span>
        </span>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          icon={<Camera size={16} aria-hidden="true" />}
          onClick={() => input.current?.click()}
        >
          {img ? t('steps.basics.picture_change') : t('steps.basics.picture_upload')}
        </Button>
        <p className={fields.fieldHint}>{t('steps.basics.picture_hint')}</p>
      </div>
    </div>
  );
}

function NicknameField({ answers, update, errors, state }: StepProps) {
  const { t } = useTranslation('join');
  const value = answers.nickname ?? '';
  const changed = value.trim() !== state.SAVED.USER_NICKNAME;
  const wellFormed = NICKNAME_PATTERN.test(value.trim());
  const check = useAvailability(value, changed && wellFormed);
  const error =
    errors.nickname ??
    (value.trim() && !wellFormed
      ? t('nickname.invalid')
      : check.state === 'taken'
        ? check.message || t('nickname.taken')
        : undefined);
  return (
    <TextField
      label={t('nickname.label')}
      name="nickname"
      required
      autoComplete="nickname"
      maxLength={12}
      value={value}
      onChange={(e) => update({ nickname: e.target.value })}
      error={error}
      success={changed && check.state === 'available' ? t('nickname.available') : undefined}
      hint={check.state === 'checking' ? t('check.checking') : t('steps.basics.nickname_hint')}
    />
  );
}

function RegionSelect({ answers, update, errors }: StepProps) {
  const { t } = useTranslation('join');
  const id = useId();
  const locked = regionLocked(answers);
  const hintId = `${id}-hint`;
  return (
    <div className={fields.group} data-field="region">
      <label htmlFor={id} className={fields.legend}>
        <span>
          {t('steps.basics.region')}
          <span className={fields.required} aria-hidden="true">
            *
          </span>
        </span>
      </label>
      <select
        id={id}
        name="region"
        className={styles.select}
        value={answers.region ?? ''}
        disabled={locked}
        aria-required="true"
        aria-invalid={errors.region ? true : undefined}
        aria-describedby={hintId}
        onChange={(e) => update({ region: e.target.value })}
      >
        <option value="" disabled>
          {t('steps.basics.region_placeholder')}
        </option>
        {regions.items.map((r) => (
          <option key={r.code} value={r.code}>
            {r.label}
          </option>
        ))}
      </select>
      {errors.region ? (
        <p id={hintId} className={fields.fieldError} role="alert">
          {errors.region}
        </p>
      ) : locked ? (
        <p id={hintId} className={styles.lockNote} data-testid="region-locked">
          <Lock size={14} aria-hidden="true" />
          {t('steps.basics.region_locked')}
        </p>
      ) : (
        <p id={hintId} className={fields.fieldHint}>
          {t('steps.basics.region_hint')}
        </p>
      )}
    </div>
  );
}

/** Step 4: nickname, picture and what matching needs (how, where, when, what). */
export function BasicsStep(props: StepProps) {
  const { answers, update, errors } = props;
  const { t } = useTranslation('join');
  const mbtiId = useId();
  const introId = useId();
  const interests = answers.interests ?? [];
  const intro = answers.introduction ?? '';
  const max = joinApi.INTRODUCTION_MAX;

  return (
    <>
      <section className={fields.section} aria-labelledby="basics-profile">
        <h2 id="basics-profile" className={fields.sectionTitle}>
          {t('steps.basics.section_profile')}
        </h2>
        <ProfilePicture nickname={answers.nickname ?? ''} />
        <NicknameField {...props} />
        <div className={styles.twoCols}>
          <SingleChips
            legend={t('steps.basics.age')}
            name="age"
            aside={t('steps.optional')}
            options={ages.items}
            value={answers.age}
            onChange={(age) => update({ age })}
            error={errors.age}
          />
          <SingleChips
            legend={t('steps.basics.gender')}
            name="gender"
            aside={t('steps.optional')}
            options={genders.items}
            value={answers.gender}
            onChange={(gender) => update({ gender })}
            error={errors.gender}
          />
        </div>
      </section>

      <section className={fields.section} aria-labelledby="basics-meet">
        <h2 id="basics-meet" className={fields.sectionTitle}>
          {t('steps.basics.section_meet')}
        </h2>
        <SingleChips
          legend={t('steps.basics.meeting_mode')}
          required
          name="meeting_mode"
          options={meetingModes.items}
          value={answers.meeting_mode}
          onChange={(meeting_mode) => update({ meeting_mode })}
          error={errors.meeting_mode}
        />
        <RegionSelect {...props} />
        <SingleChips
          legend={t('steps.basics.available_days')}
          required
          name="available_days"
          options={availableDays.items}
          value={answers.available_days}
          onChange={(available_days) => update({ available_days })}
          error={errors.available_days}
        />
        <SingleChips
          legend={t('steps.basics.available_time')}
          required
          name="available_time"
          options={availableTimes.items}
          value={answers.available_time}
          onChange={(available_time) => update({ available_time })}
          error={errors.available_time}
        />
      </section>

      <section className={fields.section} aria-labelledby="basics-skill">
        <h2 id="basics-skill" className={fields.sectionTitle}>
          {t('steps.basics.section_skill')}
        </h2>
        <SingleChips
          legend={t('steps.basics.skill_level')}
          required
          name="skill_level"
          options={skillLevels.items}
          value={answers.skill_level}
          onChange={(skill_level) => update({ skill_level })}
          error={errors.skill_level}
        />
        <SingleChips
          legend={t('steps.basics.experience_years')}
          required
          name="experience_years"
          options={experienceYears.items}
          value={answers.experience_years}
          onChange={(experience_years) => update({ experience_years })}
          error={errors.experience_years}
        />
        <MultiChips
          legend={t('steps.basics.interests')}
          required
          name="interests"
          max={joinApi.INTERESTS_MAX}
          aside={t('steps.basics.interests_count', { count: interests.length, max: joinApi.INTERESTS_MAX })}
          options={INTERESTS}
          values={interests}
          onChange={(codes) => update({ interests: codes })}
          hint={t('steps.basics.interests_hint')}
          error={errors.interests}
        />
        <SkillPicker
          values={answers.skills ?? []}
          onChange={(codes) => update({ skills: codes })}
          jobGroup={props.state.SAVED.MAIN_JOB}
          error={errors.skills}
        />
      </section>

      <section className={fields.section} aria-labelledby="basics-more">
        <h2 id="basics-more" className={fields.sectionTitle}>
          {t('steps.basics.section_more')}
          <small>{t('steps.optional')}</small>
        </h2>
        <div className={fields.group}>
          <label htmlFor={mbtiId} className={fields.legend}>
            {t('steps.basics.mbti')}
          </label>
          <select
            id={mbtiId}
            name="mbti"
            className={styles.select}
            value={answers.mbti ?? '00'}
            onChange={(e) => update({ mbti: e.target.value })}
          >
            {mbtiTypes.items.map((m) => (
              <option key={m.code} value={m.code}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <SingleChips
          legend={t('steps.basics.status_line')}
          name="status_line"
          options={[{ code: '', label: t('steps.basics.status_none') }, ...plain(profileStatuses.items)]}
          value={answers.status_line ?? ''}
          onChange={(code) => update({ status_line: code === '' ? null : code })}
          error={errors.status_line}
        />
        <div className={fields.group}>
          <label htmlFor={introId} className={fields.legend}>
            {t('steps.basics.introduction')}
          </label>
          <textarea
            id={introId}
            name="introduction"
            className={styles.textarea}
            maxLength={max}
            placeholder={t('steps.basics.introduction_placeholder')}
            value={intro}
            aria-invalid={errors.introduction ? true : undefined}
            onChange={(e) => update({ introduction: e.target.value })}
          />
          <span className={styles.counter}>
            {t('steps.basics.introduction_count', { count: [...intro].length, max })}
          </span>
          {errors.introduction ? (
            <p className={fields.fieldError} role="alert">
              {errors.introduction}
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}

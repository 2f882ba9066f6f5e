import {
  expertTalkTopics,
  professionProfile,
  professions,
  profileApi,
  proApi,
  UPLOAD_ACCEPT,
} from '@sidequest/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage, isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import fieldStyles from '../../ui/field.module.css';
import { SelectField, TextAreaField } from '../../ui/fields';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { FileLink, UploadButton } from '../profile/attachments';
import { useUpload } from '../profile/use-upload';
import { type ProApplicationRecord, useApplyPro } from './api';
import styles from './styles';

const { ZProApplication, PRO_MINUTES, PRO_PRICE_MIN, PRO_PRICE_MAX } = proApi;
const TOPICS = expertTalkTopics.items.filter((i) => i.code !== '00');

interface Draft {
  profession: string;
  evidence_url: string;
  evidence_name: string;
  pitch: string;
  intro: string;
  good_for: string[];
  not_good_for: string[];
  example_topics: string[];
  topics: string[];
  price: string;
  minutes: number;
}

const blank = (n: number) => Array.from({ length: n }, () => '');

function draftOf(prev: ProApplicationRecord | null): Draft {
  if (!prev) {
    return {
      profession: '',
      evidence_url: '',
      evidence_name: '',
      pitch: '',
      intro: '',
      good_for: blank(5),
      not_good_for: blank(5),
      example_topics: blank(3),
      topics: [],
      price: '30',
      minutes: 30,
    };
  }
  return {
    profession: prev.PROFESSION,
    evidence_url: prev.EVIDENCE_URL,
    evidence_name: prev.EVIDENCE_NAME,
    pitch: prev.PITCH,
    intro: prev.INTRO,
    good_for: [...prev.GOOD_FOR],
    not_good_for: [...prev.NOT_GOOD_FOR],
    example_topics: [...prev.EXAMPLE_TOPICS],
    topics: [...prev.TOPICS],
    price: String(prev.PRICE),
    minutes: prev.MINUTES,
  };
}

/** The first message per field (`good_for`, not `good_for.2`), from the shared contract. */
function fieldErrors(draft: Draft): Record<string, string> {
  const parsed = ZProApplication.safeParse({ ...draft, price: Number(draft.price) });
  const out: Record<string, string> = {};
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}

function ListFields({
  label,
  values,
  onChange,
  error,
  max,
  name,
}: {
  label: string;
  values: string[];
  onChange: (v: string[]) => void;
  error?: string | undefined;
  max: number;
  name: string;
}) {
  return (
    <fieldset className={styles.listFields}>
      <legend className={fieldStyles.label}>{label}</legend>
      {values.map((v, i) => (
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed number of slots (5, 5, 3) that never reorder.
          key={i}
          label={`${label} ${i + 1}`}
          hideLabel
          value={v}
          maxLength={max}
          onChange={(e) => onChange(values.map((x, j) => (j === i ? e.target.value : x)))}
          data-testid={`apply-${name}-${i}`}
        />
      ))}
      {error ? (
        <p className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** 프로 신청: profession and proof, the 3.4 profile, topics, price and session length. */
export function ApplyForm({ previous }: { previous: ProApplicationRecord | null }) {
  const { t } = useTranslation('pro');
  const apply = useApplyPro();
  const evidence = useUpload(profileApi.evidenceUpload, 'imageOrDocument');
  const [draft, setDraft] = useState<Draft>(() => draftOf(previous));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const clientErrors = tried ? fieldErrors(draft) : {};
  // The contract's own message for an empty address is about a broken link; say what to do instead.
  if (tried && !draft.evidence_url) clientErrors.evidence_url = t('apply.evidence_missing');
  const errors = { ...clientErrors, ...serverErrors };
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServerErrors({});
  };

  const fillFromCatalogue = () => {
    const p = professionProfile(draft.profession);
    if (!p) return;
    set({
      pitch: p.pitch,
      intro: p.intro,
      good_for: [...p.goodFor],
      not_good_for: [...p.notGoodFor],
      example_topics: [...p.exampleTopics],
    });
  };

  const onEvidence = async (file: File) => {
    const res = await evidence.upload(file);
    if (res) set({ evidence_url: res.FILE_URL, evidence_name: res.FILE_NAME });
  };

  const submit = async () => {
    setTried(true);
    const parsed = ZProApplication.safeParse({ ...draft, price: Number(draft.price) });
    if (!parsed.success) return;
    try {
      await apply.mutateAsync(parsed.data);
      toast(t('apply.sent'), { tone: 'success' });
    } catch (err) {
      if (isApiError(err) && Object.keys(err.fields).length > 0) setServerErrors(err.fields);
      toast(errorMessage(err), { tone: 'error' });
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="apply-form"
    >
      <SelectField
        label={t('apply.profession')}
        value={draft.profession}
        onChange={(profession) => set({ profession })}
        options={professions.items}
        placeholder={t('apply.profession_placeholder')}
        error={errors.profession}
        data-testid="apply-profession"
      />
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>{t('apply.evidence')}</span>
        {draft.evidence_url ? (
          <FileLink
            url={draft.evidence_url}
            name={draft.evidence_name}
            onRemove={() => set({ evidence_url: '', evidence_name: '' })}
          />
        ) : null}
        <UploadButton
          label={draft.evidence_url ? t('apply.evidence_replace') : t('apply.evidence_add')}
          accept={`${UPLOAD_ACCEPT.doc},${UPLOAD_ACCEPT.image}`}
          onFile={(f) => void onEvidence(f)}
          progress={evidence.progress}
          error={evidence.error ?? errors.evidence_url ?? null}
          hint={t('apply.evidence_hint')}
        />
      </div>
      <div className={styles.profileHead}>
        <h2 className={styles.subTitle}>{t('apply.profile')}</h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={!professionProfile(draft.profession)}
          onClick={fillFromCatalogue}
        >
          {t('apply.fill')}
        </Button>
      </div>
      <TextField
        label={t('apply.pitch')}
        value={draft.pitch}
        maxLength={60}
        onChange={(e) => set({ pitch: e.target.value })}
        error={errors.pitch}
        data-testid="apply-pitch"
      />
      <TextAreaField
        label={t('apply.intro')}
        value={draft.intro}
        onChange={(intro) => set({ intro })}
        maxChars={1000}
        rows={4}
        error={errors.intro}
      />
      <ListFields
        name="good"
        label={t('page.good_for')}
        values={draft.good_for}
        onChange={(good_for) => set({ good_for })}
        error={errors.good_for}
        max={60}
      />
      <ListFields
        name="notgood"
        label={t('page.not_good_for')}
        values={draft.not_good_for}
        onChange={(not_good_for) => set({ not_good_for })}
        error={errors.not_good_for}
        max={60}
      />
      <ListFields
        name="example"
        label={t('page.examples')}
        values={draft.example_topics}
        onChange={(example_topics) => set({ example_topics })}
        error={errors.example_topics}
        max={80}
      />
      <fieldset className={styles.listFields}>
        <legend className={fieldStyles.label}>{t('apply.topics')}</legend>
        <span className={styles.chips}>
          {TOPICS.map((topic) => {
            const on = draft.topics.includes(topic.code);
            return (
              <button
                key={topic.code}
                type="button"
                className={styles.toggle}
                aria-pressed={on}
                onClick={() =>
                  set({
                    topics: on ? draft.topics.filter((c) => c !== topic.code) : [...draft.topics, topic.code],
                  })
                }
              >
                {topic.label}
              </button>
            );
          })}
        </span>
        {errors.topics ? (
          <p className={fieldStyles.error} role="alert">
            {errors.topics}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.row2}>
        <TextField
          label={t('apply.price')}
          type="number"
          inputMode="numeric"
          min={PRO_PRICE_MIN}
          max={PRO_PRICE_MAX}
          value={draft.price}
          onChange={(e) => set({ price: e.target.value })}
          hint={t('apply.price_hint', { min: PRO_PRICE_MIN, max: PRO_PRICE_MAX })}
          error={errors.price}
          data-testid="apply-price"
        />
        <SelectField
          label={t('apply.minutes')}
          value={String(draft.minutes)}
          onChange={(v) => set({ minutes: Number(v) })}
          options={PRO_MINUTES.map((m) => ({
            code: String(m),
            label: t('apply.minutes_option', { minutes: m }),
          }))}
          error={errors.minutes}
        />
      </div>
      <Button
        type="submit"
        loading={apply.isPending}
        disabled={evidence.uploading}
        data-testid="apply-submit"
      >
        {t('apply.submit')}
      </Button>
    </form>
  );
}

import { jobGroups, jobs, type PersonCard, profileStatuses, skillName } from '@sidequest/shared';
import { Check, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { Avatar } from '../../../ui/avatar';
import { Chip } from '../../../ui/chip';
import { toast } from '../../../ui/toast-store';
import {
  type JoinState,
  saveJoinStep,
  saveTutorialProductPicks,
  saveTutorialProjectPicks,
  saveTutorialUserPicks,
  useTutorialUsers,
} from '../api';
import { PickBlock } from './pick-block';
import { ProductsBlock } from './product-picks';
import { ProjectsBlock } from './project-picks';
import styles from './tutorial-step.module.css';
import { useAfterSave } from '../join-step-page';
import { useAutosave } from '../use-autosave';
import { WizardFrame } from '../wizard-frame';

function jobLabel(p: PersonCard): string | undefined {
  return jobs.label(p.MAIN_JOB_D ?? '') ?? jobGroups.label(p.MAIN_JOB ?? '');
}

function PersonPick({
  person,
  picked,
  onToggle,
}: {
  person: PersonCard;
  picked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('tutorial');
  const job = jobLabel(person) ?? t('people.no_job');
  const status = profileStatuses.get(person.STATUS_LINE ?? '');
  return (
    <li>
      <button
        type="button"
        className={styles.person}
        aria-pressed={picked}
        aria-label={t('people.pick_label', { nickname: person.USER_NICKNAME, job })}
        onClick={onToggle}
        data-testid="tutorial-person"
      >
        <span className={styles.pickMark} aria-hidden="true">
          <Check size={14} />
        </span>
        <span className={styles.personTop}>
          <Avatar nickname={person.USER_NICKNAME} src={person.USER_IMG_URL} size={44} />
          <span>
            <span className={styles.personName}>{person.USER_NICKNAME}</span>
            <br />
            <span className={styles.personJob}>{job}</span>
          </span>
        </span>
        {person.MATCH_REASON ? <span className={styles.personReason}>{person.MATCH_REASON}</span> : null}
        {status ? <span className={styles.personStatus}>{status.label}</span> : null}
        {person.SKILLS.length > 0 ? (
          <span className={styles.personTags}>
            {person.SKILLS.slice(0, 3).map((code) => (
              <Chip key={code} tone="outline">
                {skillName(code)}
              </Chip>
            ))}
          </span>
        ) : null}
      </button>
    </li>
  );
}

function PeopleBlock({ picked, toggle }: { picked: number[]; toggle: (no: number) => void }) {
  const query = useTutorialUsers();
  return (
    <PickBlock
      kind="people"
      icon={<Users size={26} />}
      query={query}
      items={query.data?.user_list}
      pickedCount={picked.length}
      countTestId="pick-count"
      skeletons={{ count: 4, height: 132 }}
      renderItem={(p) => (
        <PersonPick
          key={p.USER_NO}
          person={p}
          picked={picked.includes(p.USER_NO)}
          onToggle={() => toggle(p.USER_NO)}
        />
      )}
    />
  );
}

/** Step 5: pick people, projects and products to seed recommendations. */
export function TutorialStep({ state }: { state: JoinState }) {
  const { t } = useTranslation(['tutorial', 'join', 'alert']);
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const [picked, setPicked] = useState<number[]>(state.SAVED.TUTORIAL_USERS);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // Picks are stored as they change, so leaving and coming back shows them still chosen.
  const autosave = useAutosave(
    picked,
    (nos) => saveTutorialUserPicks(nos),
    (nos) => void saveTutorialUserPicks(nos).catch(() => undefined),
  );

  const [projectPicks, setProjectPicks] = useState<number[]>(state.SAVED.TUTORIAL_PROJECTS);
  const projectAutosave = useAutosave(
    projectPicks,
    (nos) => saveTutorialProjectPicks(nos),
    (nos) => void saveTutorialProjectPicks(nos).catch(() => undefined),
  );

  const [productPicks, setProductPicks] = useState<number[]>(state.SAVED.TUTORIAL_PRODUCTS);
  const productAutosave = useAutosave(
    productPicks,
    (nos) => saveTutorialProductPicks(nos),
    (nos) => void saveTutorialProductPicks(nos).catch(() => undefined),
  );

  const toggle = (no: number) => {
    setPicked((p) => (p.includes(no) ? p.filter((x) => x !== no) : [...p, no]));
    setFormError(null);
  };
  const toggleProject = (no: number) => {
    setProjectPicks((p) => (p.includes(no) ? p.filter((x) => x !== no) : [...p, no]));
    setFormError(null);
  };
  const toggleProduct = (no: number) => {
    setProductPicks((p) => (p.includes(no) ? p.filter((x) => x !== no) : [...p, no]));
    setFormError(null);
  };

  const finish = async () => {
    if (submitting) return;
    setSubmitting(true);
    try {
      await Promise.all([autosave.settle(), projectAutosave.settle(), productAutosave.settle()]);
      await Promise.all([
        saveTutorialUserPicks(picked),
        saveTutorialProjectPicks(projectPicks),
        saveTutorialProductPicks(productPicks),
      ]);
      const res = await saveJoinStep(5, {}, false);
      afterSave(res);
      toast(t('tutorial:done_title', { nickname: res.user.nickname }), {
        description: t('tutorial:done_message'),
        tone: 'success',
      });
      navigate('/', { replace: true });
    } catch (err) {
      setFormError(isApiError(err) ? err.message : t('alert:error.unknown'));
    } finally {
      setSubmitting(false);
    }
  };

  const leave = async (to: string) => {
    setLeaving(true);
    await Promise.all([autosave.flush(), projectAutosave.flush(), productAutosave.flush()]);
    if (to === '/') {
      toast(t('join:steps.later_title'), { description: t('join:steps.later_message') });
    }
    navigate(to);
  };

  return (
    <WizardFrame
      step={5}
      title={t('tutorial:heading')}
      description={t('tutorial:description')}
      formError={
        formError ??
        (autosave.status === 'error'
          ? t('tutorial:people.save_failed')
          : projectAutosave.status === 'error'
            ? t('tutorial:projects.save_failed')
            : productAutosave.status === 'error'
              ? t('tutorial:products.save_failed')
              : null)
      }
      autosave={
        projectAutosave.status === 'saving' || productAutosave.status === 'saving'
          ? 'saving'
          : autosave.status
      }
      submitting={submitting}
      busy={submitting || leaving}
      onBack={() => void leave('/join?step=4')}
      onLater={() => void leave('/')}
      onNext={() => void finish()}
    >
      <PeopleBlock picked={picked} toggle={toggle} />
      <ProjectsBlock picked={projectPicks} toggle={toggleProject} />
      <ProductsBlock picked={productPicks} toggle={toggleProduct} />
    </WizardFrame>
  );
}

import { jobGroups, jobs, type PersonCard, profileStatuses, skillName } from '@sidequest/shared';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/texts/react';
import { useNavigate } from '../../../lib/router';
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
import { PickBlock, PickCard } from './pick-block';
import { usePicks } from './use-picks';
import { ProductsBlock } from './product-picks';
import { ProjectsBlock } from './project-picks';
import styles from './tutorial-step.module.css';
import { useAfterSave } from '../join-step-page';
import { combinedStatus } from '../use-autosave';
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
    <PickCard
      label={t('people.pick_label', { nickname: person.USER_NICKNAME, job })}
      picked={picked}
      onToggle={onToggle}
      testId="tutorial-person"
    >
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
    </PickCard>
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
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const clearError = () => setFormError(null);
  const people = usePicks(state.SAVED.TUTORIAL_USERS, saveTutorialUserPicks, clearError);
  const projects = usePicks(state.SAVED.TUTORIAL_PROJECTS, saveTutorialProjectPicks, clearError);
  const products = usePicks(state.SAVED.TUTORIAL_PRODUCTS, saveTutorialProductPicks, clearError);
  const kinds = [
    { picks: people, failed: 'tutorial:people.save_failed' },
    { picks: projects, failed: 'tutorial:projects.save_failed' },
    { picks: products, failed: 'tutorial:products.save_failed' },
  ] as const;
  const unsaved = kinds.find((k) => k.picks.autosave.status === 'error');

  const finish = async () => {
    if (submitting) return;
    setSubmitting(true);
    try {
      await Promise.all(kinds.map((k) => k.picks.commit()));
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
    await Promise.all(kinds.map((k) => k.picks.autosave.flush()));
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
      formError={formError ?? (unsaved ? t(unsaved.failed) : null)}
      autosave={combinedStatus(kinds.map((k) => k.picks.autosave.status))}
      submitting={submitting}
      busy={submitting || leaving}
      onBack={() => void leave('/join?step=4')}
      onLater={() => void leave('/')}
      onNext={() => void finish()}
    >
      <PeopleBlock picked={people.picked} toggle={people.toggle} />
      <ProjectsBlock picked={projects.picked} toggle={projects.toggle} />
      <ProductsBlock picked={products.picked} toggle={products.toggle} />
    </WizardFrame>
  );
}

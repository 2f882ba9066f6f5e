import { memberTypes } from '@sidequest/shared';
import { BadgeCheck, Briefcase, CircleCheck, GraduationCap, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/texts/react';
import { ChoiceGroup } from '../choice-chips';
import styles from './member-type-step.module.css';
import type { StepProps } from './step-props';

const ICONS: Record<string, LucideIcon> = { '01': Briefcase, '02': GraduationCap, '03': BadgeCheck };

/** Step 2: worker, student or professional (scheme A), as three large cards. */
export function MemberTypeStep({ answers, update, errors }: StepProps) {
  const { t } = useTranslation('join');
  return (
    <ChoiceGroup
      legend={t('steps.member_type.legend')}
      required
      name="member_type"
      error={errors.member_type}
    >
      <div className={styles.typeCards}>
        {memberTypes.items.map((item) => {
          const Icon = ICONS[item.code] ?? Briefcase;
          return (
            <label key={item.code} className={styles.typeCard}>
              <input
                type="radio"
                className="visually-hidden"
                name="member_type"
                value={item.code}
                checked={answers.member_type === item.code}
                onChange={() => update({ member_type: item.code })}
              />
              <span className={styles.typeFace}>
                <span className={styles.typeIcon} aria-hidden="true">
                  <Icon size={22} />
                </span>
                <span className={styles.typeText}>
                  <span className={styles.typeTitle}>
                    {t(`steps.member_type.options.${item.code}.title`, { defaultValue: item.label })}
                  </span>
                  <span className={styles.typeDescription}>
                    {t(`steps.member_type.options.${item.code}.description`)}
                  </span>
                </span>
                <CircleCheck className={styles.typeCheck} size={20} aria-hidden="true" />
              </span>
            </label>
          );
        })}
      </div>
    </ChoiceGroup>
  );
}

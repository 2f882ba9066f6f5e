import { GraduationCap, ShieldCheck, Smartphone } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import styles from './identity.module.css';

type Flag = '00' | '01' | string | null | undefined;

export interface VerificationBadgesProps {
  /** CI_VERIFIED of a card: '01' real-name verified. */
  ci?: Flag;
  /** USER_PHONE of a card: '01' phone verified. */
  phone?: Flag;
  /** SCHOOL_VERIFIED of a card: '01' school verified. */
  school?: Flag;
  /** The school's name, when known, for "서울대학교 인증". */
  schoolName?: string | null;
}

/**
 * The verified badges a person has earned, from the card flags. Renders nothing for someone with
 * none, so cards stay quiet for the unverified.
 */
export function VerificationBadges({ ci, phone, school, schoolName }: VerificationBadgesProps) {
  const { t } = useTranslation('join');
  const items = [
    ci === '01'
      ? { key: 'ci', icon: <ShieldCheck size={13} aria-hidden="true" />, label: t('identity.badge.ci') }
      : null,
    phone === '01'
      ? { key: 'phone', icon: <Smartphone size={13} aria-hidden="true" />, label: t('identity.badge.phone') }
      : null,
    school === '01'
      ? {
          key: 'school',
          icon: <GraduationCap size={13} aria-hidden="true" />,
          label: schoolName
            ? t('identity.badge.school_named', { school: schoolName })
            : t('identity.badge.school'),
        }
      : null,
  ].filter((x) => x !== null);
  if (items.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label={t('identity.badge.group_label')}>
      {items.map((item) => (
        <li key={item.key} className={`${styles.badge} ${item.key === 'school' ? styles.badgeSchool : ''}`}>
          {item.icon}
          {item.label}
        </li>
      ))}
    </ul>
  );
}

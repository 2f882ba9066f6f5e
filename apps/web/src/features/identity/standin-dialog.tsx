import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { useStandinIdentity } from './api';
import styles from './identity.module.css';

type Errors = Partial<Record<'name' | 'birth' | 'phone', string>>;

/**
 * 테스트 모드 only: takes the place of PortOne's verification window. The person's details go to
 * the local PortOne stand-in, and the page then checks the result through the real server path.
 */
export function StandinDialog({
  verificationId,
  onClose,
  onDone,
}: {
  verificationId: string | null;
  onClose: () => void;
  onDone: (id: string) => void;
}) {
  const { t } = useTranslation('join');
  const standin = useStandinIdentity();
  const [name, setName] = useState('');
  const [birth, setBirth] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (outcome: 'verified' | 'failed', e?: FormEvent) => {
    e?.preventDefault();
    if (!verificationId || standin.isPending) return;
    const digits = phone.replace(/\D/g, '');
    const found: Errors = {};
    if (!name.trim()) found.name = t('identity.standin.name_required');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birth)) found.birth = t('identity.standin.birth_invalid');
    if (digits && !/^01\d{8,9}$/.test(digits)) found.phone = t('identity.standin.phone_invalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await standin.mutateAsync({
        identity_verification_id: verificationId,
        outcome,
        name: name.trim(),
        birth_date: birth,
        phone: digits,
      });
      onDone(verificationId);
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
    }
  };

  return (
    <Dialog
      open={verificationId !== null}
      onOpenChange={(open) => (open || standin.isPending ? undefined : onClose())}
      title={t('identity.standin.title')}
      description={t('identity.standin.description')}
      hideClose={standin.isPending}
    >
      <form className={styles.dialogForm} onSubmit={(e) => void submit('verified', e)} noValidate>
        <TextField
          label={t('identity.standin.name')}
          name="name"
          autoComplete="name"
          placeholder={t('identity.standin.name_placeholder')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          required
          maxLength={30}
        />
        <TextField
          label={t('identity.standin.birth_date')}
          name="bday"
          type="date"
          autoComplete="bday"
          value={birth}
          onChange={(e) => setBirth(e.target.value)}
          error={errors.birth}
          required
          max="2020-12-31"
        />
        <TextField
          label={t('identity.standin.phone')}
          name="tel"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('identity.standin.phone_placeholder')}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={errors.phone}
          hint={t('identity.standin.phone_hint')}
          maxLength={13}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void submit('failed')} disabled={standin.isPending}>
            {t('identity.standin.fail')}
          </Button>
          <Button type="submit" loading={standin.isPending}>
            {t('identity.standin.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

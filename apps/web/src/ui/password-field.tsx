import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { useTranslation } from '../lib/texts/react';
import styles from './field.module.css';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle. The toggle's name avoids the word 비밀번호 so that
 * "the field labelled 비밀번호" stays unambiguous for people using screen readers (and for tests). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(props, ref) {
    const { t } = useTranslation('common');
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="off"
        trailing={
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={visible ? t('field.hide_input') : t('field.show_input')}
            title={visible ? t('field.hide_input') : t('field.show_input')}
          >
            {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          </button>
        }
      />
    );
  },
);

import { useState } from 'react';
import { t } from '../i18n/translate';
import { EyeIcon } from './EyeIcon';

interface PasswordFieldProps {
  id: string;
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
  /** default: the sign-in's `password` and `current-password` */
  name?: string;
  autoComplete?: string;
  /** the field's problem, shown by the caller in the element of id `describedBy` */
  invalid?: boolean;
  describedBy?: string;
}

/** The password input with its show/hide toggle; the label is the caller's. */
export function PasswordField({
  id,
  value,
  readOnly,
  onChange,
  name = 'password',
  autoComplete = 'current-password',
  invalid,
  describedBy,
}: PasswordFieldProps) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <div className="login__password">
      <input
        id={id}
        className="login__input"
        name={name}
        type={showPassword ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={value}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="button"
        className="login__reveal"
        aria-label={t(showPassword ? 'app.auth.hide_password' : 'app.auth.show_password')}
        aria-pressed={showPassword}
        onClick={() => setShowPassword((shown) => !shown)}
      >
        <EyeIcon crossed={showPassword} />
      </button>
    </div>
  );
}

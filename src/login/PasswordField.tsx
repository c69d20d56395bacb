import { useState } from 'react';
import { t } from '../i18n/translate';
import { EyeIcon } from './EyeIcon';

interface PasswordFieldProps {
  id: string;
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}

/** The password input with its show/hide toggle; the label is the caller's. */
export function PasswordField({ id, value, readOnly, onChange }: PasswordFieldProps) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <div className="login__password">
      <input
        id={id}
        className="login__input"
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={value}
        readOnly={readOnly}
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

'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; invalid?: boolean };

/**
 * A password field with a show/hide toggle, as wide as the fields around it. Ours rather than
 * PrimeReact's Password: that one labels its toggle "Show Password" in English whatever the
 * page's language, sizes itself narrower than a plain input, and brings its overlay code to
 * the login page's first load.
 */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput({ id, invalid, className, ...input }, ref) {
  const t = useTranslations('login');
  const [shown, setShown] = useState(false);
  return (
    <span className="password-input">
      <input
        ref={ref}
        id={id}
        type={shown ? 'text' : 'password'}
        className={`p-inputtext p-component${invalid ? ' p-invalid' : ''}${className ? ` ${className}` : ''}`}
        {...input}
      />
      <button
        type="button"
        className="password-input__toggle"
        aria-controls={id}
        aria-pressed={shown}
        aria-label={shown ? t('hidePassword') : t('showPassword')}
        onClick={() => setShown(!shown)}
      >
        <span className={`pi ${shown ? 'pi-eye-slash' : 'pi-eye'}`} aria-hidden="true" />
      </button>
    </span>
  );
});

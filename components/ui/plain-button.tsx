'use client';

import { useRef, type PointerEvent, type Ref } from 'react';

type Props = {
  type?: 'button' | 'submit';
  label: string;
  /** A PrimeIcons class drawn left of the label, as Button's `icon` ('pi pi-verified'). */
  icon?: string;
  outlined?: boolean;
  /** Button's severity: its colour. */
  severity?: 'secondary' | 'danger';
  loading?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  /** A disclosure's toggle: whether what it shows is shown, and its id. */
  expanded?: boolean;
  controls?: string;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * PrimeReact's Button as it renders (classes, spinner, spec §9 ripple) without its code: its
 * tooltip, badge and style machinery would be most of the login page's first load.
 */
export function PlainButton({ type = 'button', label, icon, outlined = false, severity, loading = false, disabled = false, onClick, expanded, controls, ref }: Props) {
  const ink = useRef<HTMLSpanElement>(null);
  // PrimeReact's Ripple: an ink disc as large as the button, centred on the press, grown by the theme's animation.
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    const disc = ink.current;
    if (!disc) return;
    const box = event.currentTarget.getBoundingClientRect();
    const size = Math.max(box.width, box.height);
    disc.classList.remove('p-ink-active');
    disc.style.width = disc.style.height = `${size}px`;
    disc.style.left = `${event.clientX - box.left - size / 2}px`;
    disc.style.top = `${event.clientY - box.top - size / 2}px`;
    disc.classList.add('p-ink-active');
  };
  const busy = loading ? ' p-button-loading p-button-loading-label-only p-button-loading-left' : '';
  return (
    <button ref={ref} type={type} aria-label={label} aria-expanded={expanded} aria-controls={controls} disabled={disabled} onClick={onClick} onPointerDown={onPointerDown} className={`p-button p-component${outlined ? ' p-button-outlined' : ''}${severity ? ` p-button-${severity}` : ''}${disabled ? ' p-disabled' : ''}${busy}`}>
      {loading && <span className="p-button-icon p-c p-button-loading-icon p-button-icon-left pi pi-spin pi-spinner" aria-hidden="true" />}
      {!loading && icon && <span className={`p-button-icon p-c p-button-icon-left ${icon}`} aria-hidden="true" />}
      <span className="p-button-label p-c">{label}</span>
      <span ref={ink} role="presentation" aria-hidden="true" className="p-ink" onAnimationEnd={(event) => event.currentTarget.classList.remove('p-ink-active')} />
    </button>
  );
}

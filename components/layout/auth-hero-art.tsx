/** A journal card and the recognition it earns: the signed-out pages' drawing, decorative. */
export function AuthHeroArt({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <rect x="52" y="58" width="210" height="160" rx="14" fill="#fff" opacity="0.25" transform="rotate(-8 157 138)" />
      <rect x="78" y="66" width="214" height="164" rx="14" fill="#fff" opacity="0.5" transform="rotate(-3 185 148)" />
      <g transform="rotate(2 214 170)">
        <rect x="104" y="84" width="220" height="172" rx="14" fill="#fff" />
        <rect x="118" y="98" width="192" height="88" rx="8" fill="#ccfbf1" />
        <circle cx="146" cy="120" r="12" fill="#fde68a" />
        <path d="M118 186 L170 132 L204 166 L232 140 L310 186 Z" fill="#14b8a6" />
        <circle cx="132" cy="212" r="10" fill="#99f6e4" />
        <rect x="150" y="204" width="120" height="8" rx="4" fill="#94a3b8" />
        <rect x="150" y="218" width="84" height="8" rx="4" fill="#cbd5e1" />
        <rect x="118" y="236" width="46" height="10" rx="5" fill="#ccfbf1" />
        <rect x="170" y="236" width="58" height="10" rx="5" fill="#ccfbf1" />
      </g>
      <path d="M298 104 L288 150 L304 140 L314 156 L322 110 Z" fill="#f59e0b" />
      <path d="M330 104 L340 150 L324 140 L314 156 L306 110 Z" fill="#d97706" />
      <circle cx="314" cy="86" r="36" fill="#fbbf24" stroke="#fff" strokeWidth="6" />
      <path d="M298 86 L310 98 L332 74" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M60 40 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 l10 -4 Z" fill="#ccfbf1" />
      <path d="M352 196 l3 7 l7 3 l-7 3 l-3 7 l-3 -7 l-7 -3 l7 -3 Z" fill="#ccfbf1" />
      <circle cx="84" cy="250" r="5" fill="#5eead4" />
    </svg>
  );
}

import type { ReactNode } from 'react';

/** Blank layout: no header, no menu (tutorial, maintenance). */
export default function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="layout-blank">
      {children}
    </main>
  );
}

'use client';

import type { ReactNode } from 'react';
import { WizardSteps } from '@/components/ui/wizard-steps';
import { useIsClient } from '@/lib/hooks/use-is-client';
import { BackLink } from './back-link';
import { PageMeta } from './page-meta';

type Props<Step extends string> = {
  title: string;
  steps: readonly Step[];
  current: Step;
  stepsLabel: string;
  nameOf: (step: Step) => string;
  backHref: string;
  /** The step itself: drawn only once the browser's copy of the draft (browser storage) is read. */
  children: ReactNode;
};

/**
 * A wizard's page (spec §2: no menu, a way back, the title and the numbered steps), drawn by the
 * server before the browser reads the draft, so the step only fills in beneath it; the page is at
 * least a screen tall, so the footer stays below the fold while it does (otherwise it jumps from
 * under the header to the bottom, a layout shift of 0.10 to 0.16).
 */
export function WizardFrame<Step extends string>({ title, steps, current, stepsLabel, nameOf, backHref, children }: Props<Step>) {
  const isClient = useIsClient();
  return (
    <div className="wizard">
      <PageMeta hideMenu />
      <BackLink href={backHref} />
      <header className="wizard__header">
        <h1>{title}</h1>
        <WizardSteps steps={steps} current={current} label={stepsLabel} nameOf={nameOf} />
      </header>
      {isClient ? children : <p className="muted">…</p>}
    </div>
  );
}

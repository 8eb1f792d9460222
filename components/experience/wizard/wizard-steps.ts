export const WIZARD_STEPS = ['index', 'meta', 'skills'] as const;
export type TWizardStep = (typeof WIZARD_STEPS)[number];
export type TWizardMode = { kind: 'create' } | { kind: 'edit'; id: number };

/** Steps are URLs (spec §2): /create-experience[/meta|/skills], /experiences/{id}/edit[/meta|/skills]. */
export function stepPath(mode: TWizardMode, step: TWizardStep): string {
  const base = mode.kind === 'create' ? '/create-experience' : `/experiences/${mode.id}/edit`;
  return step === 'index' ? base : `${base}/${step}`;
}

export function previousStep(step: TWizardStep): TWizardStep | null {
  const index = WIZARD_STEPS.indexOf(step);
  return index > 0 ? WIZARD_STEPS[index - 1] : null;
}

export function nextStep(step: TWizardStep): TWizardStep | null {
  const index = WIZARD_STEPS.indexOf(step);
  return index < WIZARD_STEPS.length - 1 ? WIZARD_STEPS[index + 1] : null;
}

type Props<Step extends string> = {
  steps: readonly Step[];
  current: Step;
  /** The list's accessible name, e.g. "Steps". */
  label: string;
  nameOf: (step: Step) => string;
};

/** A wizard's numbered steps, the current one marked for assistive technology (aria-current="step"). */
export function WizardSteps<Step extends string>({ steps, current, label, nameOf }: Props<Step>) {
  return (
    <ol className="wizard__steps" aria-label={label}>
      {steps.map((step, index) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          <span className="wizard__step-number">{index + 1}</span> {nameOf(step)}
        </li>
      ))}
    </ol>
  );
}

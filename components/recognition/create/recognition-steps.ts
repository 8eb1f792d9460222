/** Spec §2: /recognition/{experienceId}/create[/certificator|/remark]; "index" is the skills step. */
export const RECOGNITION_STEPS = ['certificator', 'index', 'remark'] as const;
export type TRecognitionStep = (typeof RECOGNITION_STEPS)[number];

export function recognitionStepPath(experienceId: number, step: TRecognitionStep): string {
  const base = `/recognition/${experienceId}/create`;
  return step === 'index' ? base : `${base}/${step}`;
}

export const previousRecognitionStep = (step: TRecognitionStep): TRecognitionStep | null => RECOGNITION_STEPS[RECOGNITION_STEPS.indexOf(step) - 1] ?? null;
export const nextRecognitionStep = (step: TRecognitionStep): TRecognitionStep | null => RECOGNITION_STEPS[RECOGNITION_STEPS.indexOf(step) + 1] ?? null;

/** The recognition feature's public entry (STYLE §20). */
export { RecognitionCreatePage } from './create/recognition-create-page';
export { RecognitionSuccessView } from './success-view';
export { RecognitionPanel } from './recognition-panel';
export { AskRecognitionButton } from './ask-recognition-button';
export { RecognitionReviewPage } from './review/review-page';
export { ReviewWaitingCount } from './review/review-waiting-count';
export { ReviewWaitingPanel } from './review/review-waiting-panel';

export { PdfPoller } from './pdf-poller';
export { PdfTypeDialog } from './pdf-type-dialog';

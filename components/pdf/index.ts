export { PdfTypeDialog } from './pdf-type-dialog';
export { PortraitPdfButton } from './portrait-pdf-button';
export { PdfPollerHost } from './pdf-poller-host';

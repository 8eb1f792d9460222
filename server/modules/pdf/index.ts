export { pdfOperations } from './operations';
export { type PdfRunner } from './pdf-runner';

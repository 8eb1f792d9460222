export { pdfOperations } from './operations';

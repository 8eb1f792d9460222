export { dataExportOperations } from './operations';
export { forgetExpiredDataExports } from './data-exports';
export { createDataExportRunner, type DataExportRunner } from './export-runner';

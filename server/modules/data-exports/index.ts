export { dataExportOperations } from './operations';
export { forgetExpiredDataExports } from './data-exports';
export { createDataExportRunner, DATA_EXPORT_POLICY, type DataExportRunner } from './export-runner';

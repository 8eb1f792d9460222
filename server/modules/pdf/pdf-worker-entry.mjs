// The worker starts in plain Node (no `react-server` condition: @react-pdf/renderer crashes
// under it); tsx is registered here so the TypeScript of the documents loads as in the backend.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');

import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The bare reference app: the product's own Next and React (the repository's node_modules).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = { turbopack: { root }, outputFileTracingRoot: root };
export default config;

/** The journal's public entry: what other features may use of it (eslint.config.mjs enforces it). */
export { JournalSection } from './journal-section';
export { MyExperiences } from './my-experiences';

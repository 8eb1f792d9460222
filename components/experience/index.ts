/** The experience feature's public entry: what other features may use of it (eslint.config.mjs enforces it). */
export { ExperienceCard } from './experience-card';
export { ExperiencePicker, type TPickerWords } from './experience-picker';

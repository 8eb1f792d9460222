import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';

/** 1EdTech's strict AchievementCredential JSON Schema, pinned (tests/support/schemas/README.md). */
const schema = JSON.parse(readFileSync(path.join(__dirname, 'schemas/ob_v3p0_achievementcredential_schema.json'), 'utf8'));
const ajv = new Ajv2019({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

/** The schema's complaints about a credential, as `path message` lines: none for a valid one. */
export function achievementCredentialErrors(credential: unknown): string[] {
  return validate(credential) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

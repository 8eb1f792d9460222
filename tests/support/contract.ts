import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiDocument } from '@/server/operations';

type Json = Record<string, any>;

/**
 * Checks an answer of the API against the OpenAPI document: its status must be one the
 * operation documents, and a JSON body must match that status's schema. The API harness runs
 * it on every answer of every test, so the document cannot drift from what the server does.
 */
export const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

type Documented = { method: string; template: string; pattern: RegExp; params: number; responses: Json };

const documented: Documented[] = Object.entries(openApiDocument.paths as Record<string, Json>)
  .flatMap(([template, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      template,
      pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
      params: (template.match(/\{/g) ?? []).length,
      responses: (op as Json).responses,
    })),
  )
  // A literal segment wins over a parameter (public_experience before {id}).
  .sort((a, b) => a.params - b.params);

const compiled = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: Json): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

export function findOperation(method: string, path: string): Documented | undefined {
  return documented.find((op) => op.method === method.toUpperCase() && op.pattern.test(path));
}

const NO_ROUTE = { type: 'object', required: ['error'], properties: { error: { type: 'object', required: ['code', 'message'] } } };

/** Throws with the reason when the answer is not what the document promises. */
export async function assertDocumentedAnswer(method: string, url: string, response: Response): Promise<void> {
  const path = new URL(url, 'http://api.test').pathname;
  const op = findOperation(method, path);
  const where = `${method.toUpperCase()} ${path} → ${response.status}`;
  const type = response.headers.get('content-type') ?? '';
  if (!op) {
    // Unknown paths and methods answer the error shape, never a 5xx.
    if (response.status >= 500) throw new Error(`${where}: a server error on an undocumented path`);
    if (type.startsWith('application/json')) check(`no-route`, NO_ROUTE, await response.clone().json(), where);
    return;
  }
  const documentedResponse = op.responses[String(response.status)];
  if (!documentedResponse) throw new Error(`${where}: status not documented for ${op.method} ${op.template}`);
  for (const [name, header] of Object.entries((documentedResponse.headers ?? {}) as Record<string, Json>)) {
    if (header.required && !response.headers.has(name)) throw new Error(`${where}: the documented ${name} header is missing`);
  }
  const content = documentedResponse.content as Json | undefined;
  if (!content) {
    const body = await response.clone().text();
    if (body.length > 0) throw new Error(`${where}: documented without a body, but one came`);
    return;
  }
  const [mediaType, media] = Object.entries(content)[0] as [string, Json];
  if (!type.startsWith(mediaType)) throw new Error(`${where}: content-type ${type}, documented ${mediaType}`);
  if (mediaType === 'application/json') {
    check(`${op.method} ${op.template} ${response.status}`, media.schema, await response.clone().json(), where);
  }
}

function check(key: string, schema: Json, body: unknown, where: string) {
  const validate = validatorFor(key, schema);
  if (!validate(body)) {
    throw new Error(`${where}: the answer does not match the document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 600)}`);
  }
}

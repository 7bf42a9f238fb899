import { ID_PATTERN, TAX_LIMITS, TAX_MESSAGES } from '@academy/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBodyIn, errorLanguageOf } from '../i18n/error-language';
import { addFieldError, ApiError, type FieldErrors } from '../lib/errors';

/**
 * One error handler for the whole API: every failure leaves as a Django REST framework style
 * body — 400 {"field": ["message"]} / {"non_field_errors": [...]}, other 4xx {"detail": "..."} —
 * and nothing internal (no stack, no SQL) ever reaches the client.
 */

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /** Set on the errors of a key checked by `propertyNames`, which its own error says once. */
  propertyName?: string;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

function messageFor(error: AjvError, data: unknown): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'type': {
      const types = ([] as unknown[]).concat(p.type);
      if (types.includes('integer')) return 'A valid integer is required.';
      if (types.includes('number')) return 'A valid number is required.';
      if (types.includes('boolean')) return 'Must be a valid boolean.';
      if (types.includes('string')) return 'Not a valid string.';
      if (types.includes('array'))
        return `Expected a list of items but got type "${typeName(data)}".`;
      if (types.includes('object')) {
        return `Invalid data. Expected a dictionary, but got ${typeName(data)}.`;
      }
      return 'Invalid value.';
    }
    case 'maxLength':
      return `Ensure this field has no more than ${String(p.limit)} characters.`;
    case 'minLength':
      return p.limit === 1
        ? 'This field may not be blank.'
        : `Ensure this field has at least ${String(p.limit)} characters.`;
    case 'pattern':
      // A pattern whose rule has its own words (the contract's) says them.
      if (p.pattern === ID_PATTERN) return 'A valid integer is required.';
      if (p.pattern === TAX_LIMITS.vatNumberPattern) return TAX_MESSAGES.vatNumber;
      return 'Enter a valid value.';
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(p.limit)}.`;
    case 'exclusiveMinimum':
      return `Ensure this value is greater than ${String(p.limit)}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(p.limit)}.`;
    case 'exclusiveMaximum':
      return `Ensure this value is less than ${String(p.limit)}.`;
    case 'enum':
      return `"${String(data)}" is not a valid choice.`;
    case 'propertyNames':
      return `"${String(p.propertyName)}" is not a valid choice.`;
    case 'maxItems':
      return `Ensure this field has no more than ${String(p.limit)} elements.`;
    case 'minItems':
      return 'This list may not be empty.';
    default:
      return 'Invalid value.';
  }
}

function valueAt(root: unknown, segments: string[]): unknown {
  let value = root;
  for (const segment of segments) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** Ajv errors → DRF field errors, nested like DRF nests serializers. */
export function ajvToDrf(errors: AjvError[], data: unknown): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    if (error.propertyName !== undefined) continue;
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
    addFieldError(result, segments, messageFor(error, valueAt(data, segments)));
  }
  return result;
}

/**
 * Every error answer, in the language the request prefers (Accept-Language: ar or en,
 * docs/design/languages.md#api-errors): the messages only, field names stay as they are. The answer
 * varies with the header.
 */
export function errorHandler(
  error: FastifyError & { validation?: AjvError[]; validationContext?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const [status, body] = errorAnswer(error, request);
  const language = errorLanguageOf(request.headers['accept-language']);
  const vary = reply.getHeader('vary');
  return reply
    .code(status)
    .header('Vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language')
    .send(errorBodyIn(language, body));
}

type ErrorAnswer = [status: number, body: Record<string, unknown>];
const answer = (status: number, body: Record<string, unknown>): ErrorAnswer => [status, body];

/** The status and (English) body of an error. */
function errorAnswer(
  error: FastifyError & { validation?: AjvError[]; validationContext?: string },
  request: FastifyRequest,
): ErrorAnswer {
  if (error instanceof ApiError) {
    if (error.statusCode >= 500) request.log.warn({ err: error, req: request }, error.message);
    return answer(error.statusCode, error.body);
  }
  if (error.validation) {
    const context = error.validationContext;
    // A path that does not fit its pattern names nothing that exists.
    if (context === 'params') return answer(404, { detail: 'Not found.' });
    const data =
      context === 'querystring'
        ? request.query
        : context === 'headers'
          ? request.headers
          : request.body;
    return answer(400, ajvToDrf(error.validation, data));
  }
  const status = error.statusCode ?? 500;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return answer(415, {
        detail: `Unsupported media type "${String(request.headers['content-type'] ?? '')}" in request.`,
      });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return answer(400, { detail: 'JSON parse error - the request body is not valid JSON.' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answer(413, { detail: 'Request body is too large.' });
    default:
      break;
  }
  if (status >= 400 && status < 500) {
    // Other client errors raised by Fastify itself (bad content length, prototype poisoning, ...).
    request.log.info({ code: error.code }, error.message);
    const detail =
      status === 404 ? 'Not found.' : status === 405 ? 'Method not allowed.' : 'Bad request.';
    return answer(status, { detail });
  }
  // With the request itself: at LOG_LEVEL=info no other line names it (lib/request-log.ts).
  request.log.error({ err: error, req: request }, 'request failed');
  return answer(500, { detail: 'A server error occurred.' });
}

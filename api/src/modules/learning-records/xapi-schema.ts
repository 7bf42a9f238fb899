import { createHash } from 'node:crypto';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';

/**
 * The xAPI 1.0.3 statement, as far as this platform writes one (docs/learning-records.md): what an
 * LRS would refuse with 400 is refused here first, so a statement that could never be stored is
 * never queued (its event keeps the reason instead).
 */

const IRI = Type.String({ pattern: '^[a-z][a-z0-9+.-]*:[^\\s]+$', maxLength: 2048 });
const UUID = Type.String({
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$',
});
/** RFC 5646 tags as keys: {"en-US": "completed"}. */
const LanguageMap = Type.Record(
  Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$' }),
  Type.String(),
  {
    minProperties: 1,
  },
);
const Extensions = Type.Record(IRI, Type.Unknown());
const ISO_DURATION =
  '^P(?!$)(\\d+Y)?(\\d+M)?(\\d+W)?(\\d+D)?(T(?=\\d)(\\d+H)?(\\d+M)?(\\d+(\\.\\d+)?S)?)?$';
const TIMESTAMP = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';

/** An Agent identified by exactly one inverse functional identifier: here, an account. */
const Agent = Type.Object(
  {
    objectType: Type.Literal('Agent'),
    name: Type.Optional(Type.String({ minLength: 1 })),
    account: Type.Object(
      { homePage: IRI, name: Type.String({ minLength: 1 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const Activity = Type.Object(
  {
    objectType: Type.Literal('Activity'),
    id: IRI,
    definition: Type.Object(
      {
        name: LanguageMap,
        description: Type.Optional(LanguageMap),
        type: IRI,
        extensions: Type.Optional(Extensions),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const Score = Type.Object(
  {
    scaled: Type.Number({ minimum: -1, maximum: 1 }),
    raw: Type.Optional(Type.Number()),
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);

export const XapiStatement = Type.Object(
  {
    id: UUID,
    actor: Agent,
    verb: Type.Object({ id: IRI, display: LanguageMap }, { additionalProperties: false }),
    object: Activity,
    result: Type.Optional(
      Type.Object(
        {
          score: Type.Optional(Score),
          success: Type.Optional(Type.Boolean()),
          completion: Type.Optional(Type.Boolean()),
          duration: Type.Optional(Type.String({ pattern: ISO_DURATION })),
          extensions: Type.Optional(Extensions),
        },
        { additionalProperties: false },
      ),
    ),
    context: Type.Optional(
      Type.Object(
        {
          platform: Type.Optional(Type.String({ minLength: 1 })),
          language: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$' })),
          contextActivities: Type.Optional(
            Type.Object(
              { parent: Type.Array(Activity, { minItems: 1 }) },
              { additionalProperties: false },
            ),
          ),
          extensions: Type.Optional(Extensions),
        },
        { additionalProperties: false },
      ),
    ),
    timestamp: Type.String({ pattern: TIMESTAMP }),
    version: Type.Optional(Type.Literal('1.0.3')),
  },
  { additionalProperties: false },
);
export type XapiStatement = Static<typeof XapiStatement>;

const validator = Compile(XapiStatement);

/**
 * Why the statement is not a valid xAPI statement, or null when it is. A diagnostic for staff and
 * the log (kept with the learning event, never sent to a learner), so not named …Problem: the
 * Arabic catalogue's scan (i18n/message-scan-test-kit.ts) reads those as learner messages.
 */
export function statementFault(statement: unknown): string | null {
  if (!validator.Check(statement)) {
    const first = validator.Errors(statement)[0];
    return first ? `${first.instancePath || '/'} ${first.message}` : 'not an xAPI statement';
  }
  const score = (statement as XapiStatement).result?.score;
  // Rules a schema cannot state (xAPI 1.0.3 §2.4.5.1): min < max, and raw within them.
  if (score?.min !== undefined && score.max !== undefined && score.min >= score.max) {
    return '/result/score min must be below max';
  }
  if (score?.raw !== undefined) {
    if (
      (score.min !== undefined && score.raw < score.min) ||
      (score.max !== undefined && score.raw > score.max)
    ) {
      return '/result/score raw must be between min and max';
    }
  }
  return null;
}

/** The platform's own namespace for statement ids (a fixed random UUID; never change it). */
const STATEMENT_NAMESPACE = '6d1f3c52-8b0e-4a7e-9f43-2c5a91e0b7d4';

/**
 * A UUID v5 (RFC 4122 §4.3: SHA-1 of namespace and name) of the event: the same event always gets
 * the same statement id, so a retry or a replay can never make a second statement of it.
 */
export function statementId(name: string): string {
  const namespace = Buffer.from(STATEMENT_NAMESPACE.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Seconds as an ISO 8601 duration (PT1H22M17S), as NELC asks. */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `PT${hours}H${minutes}M${whole % 60}S`;
}

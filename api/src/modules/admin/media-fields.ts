import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db';
import type { MediaArea } from '../media/storage';
import type { Columns } from './rows';
import { claimUpload, type UploadKind } from './uploads/claim';

/** A media field of a resource's body: its column, the upload kinds it takes, where it is stored. */
export interface MediaField {
  column: string;
  kinds: readonly UploadKind[];
  /** Default: the kind's own area (videos and PDFs private, images public). */
  area?: MediaArea;
}

/** Claims an upload for a body field; routes hand the app's to services, which stay config-free. */
export type ClaimMedia = (uploadId: string, field: string, rule: MediaField) => Promise<string>;

export function mediaClaimer(app: FastifyInstance): ClaimMedia {
  return (uploadId, field, rule) =>
    claimUpload(app, uploadId, {
      field,
      kinds: rule.kinds,
      ...(rule.area ? { area: rule.area } : {}),
    });
}

/** A service's writes that take a claimer of uploads (ClaimMedia, or the questions' own). */
interface ClaimingWrites<Claim, Create, Update, Result> {
  create: (tx: Queryable, body: Create, claim: Claim) => Promise<Result>;
  update: (tx: Queryable, id: number, body: Update, claim: Claim) => Promise<Result>;
}

/**
 * A service whose bodies may name uploads, as its routes use it: create and update are handed the
 * app's claimer, so the service itself stays config-free.
 */
export function claimingMedia<Claim, Create, Update, Result, S extends object>(
  service: S & ClaimingWrites<Claim, Create, Update, Result>,
  claimerOf: (app: FastifyInstance) => Claim,
) {
  return (app: FastifyInstance) => {
    const claim = claimerOf(app);
    return {
      ...service,
      create: (tx: Queryable, body: Create) => service.create(tx, body, claim),
      update: (tx: Queryable, id: number, body: Update) => service.update(tx, id, body, claim),
    };
  };
}

/**
 * The columns a body's media fields set: an upload id is claimed (checked by content, moved into
 * the media store) and its stored name saved; null detaches. A detached file stays in the store:
 * names are content hashes, so another row may hold the same file. Services call this after their
 * other checks, so a body refused for another field does not use up its upload.
 */
export async function mediaColumns(
  claim: ClaimMedia,
  body: Record<string, unknown>,
  fields: Record<string, MediaField>,
): Promise<Columns> {
  const columns: Columns = {};
  for (const [field, rule] of Object.entries(fields)) {
    const value = body[field];
    if (value === null) columns[rule.column] = null;
    else if (typeof value === 'string') columns[rule.column] = await claim(value, field, rule);
  }
  return columns;
}

import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addErrorSchemas } from '../lib/schemas';

/**
 * The OpenAPI 3 document, generated from the routes' schemas (the contract's), answered at
 * GET /api/openapi.json. Registered before the routes: it collects them as they are added.
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    addErrorSchemas(app);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Academy API',
          version: '1.0.0',
          description:
            'The API of the academy site: docs/specification.md §7, DRF-style errors (docs/design/api.md#errors).',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // Shared schemas keep their own names (DetailError...) instead of def-0, def-1...
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, index) =>
          typeof json.$id === 'string' ? json.$id : `def-${index}`,
      },
    });
  },
  { name: 'openapi' },
);

/** GET /openapi.json inside the /api prefix (not itself part of the document). */
export async function openapiRoute(api: FastifyInstance): Promise<void> {
  api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
}

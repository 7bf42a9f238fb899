import { BlogPost } from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { listBlogs } from './service';

const blogsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/blogs/',
    { schema: { tags: ['blogs'], response: { 200: Type.Array(BlogPost), ...errorResponses() } } },
    async () => listBlogs(app.db),
  );
};

export default blogsRoutes;

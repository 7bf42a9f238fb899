import type { FastifyInstance } from 'fastify';
import { listBlogs } from './service';

export default async function blogsRoutes(app: FastifyInstance) {
  app.get('/blogs/', async () => listBlogs(app.db));
}

import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Database } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { MEDIA_PREFIX, createMediaStore } from './media-store.ts';
import { registerRoute } from './register-route.ts';
import { createPhotoRepository } from './repository.ts';
import { createMediaService } from './service.ts';
import { uploadRoutes } from './upload-routes.ts';

/** Files are named by a fresh UUID and never rewritten: cache them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Photos: upload (content service), registration (count service) and the files under /media/.
 * Registered without a prefix because it spans two services.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
) {
  const store = createMediaStore(config.media.dir);
  await store.ensure();
  const service = createMediaService({
    repository: createPhotoRepository(database.db),
    store,
    publicUrl: config.publicUrl,
  });

  await app.register(fastifyStatic, {
    root: store.dir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    // Temporary files start with a dot while they are written.
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
    },
  });
  await app.register(uploadRoutes, {
    service,
    maxBytes: config.media.maxBytes,
    prefix: '/api/content/v1',
  });
  await app.register(registerRoute, { service, prefix: '/api/count/v1' });
}

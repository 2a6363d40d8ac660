import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { registerFileRoute } from './file-route.ts';
import { createMediaStore } from './media-store.ts';
import { registerRoute } from './register-route.ts';
import { createPhotoRepository } from './repository.ts';
import { createMediaService } from './service.ts';
import { uploadRoutes } from './upload-routes.ts';

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

  registerFileRoute(app, store.dir);
  await app.register(uploadRoutes, {
    service,
    maxBytes: config.media.maxBytes,
    prefix: '/api/content/v1',
  });
  await app.register(registerRoute, { service, prefix: '/api/count/v1' });
}

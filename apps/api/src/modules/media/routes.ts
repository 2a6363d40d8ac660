import type { FastifyInstance } from 'fastify';
import type { Config } from '../../env.ts';
import { SERVICE_PREFIX } from '../../service-prefixes.ts';
import { registerFileRoute } from './file-route.ts';
import { registerRoute } from './register-route.ts';
import type { MediaService } from './service.ts';
import { uploadRoutes } from './upload-routes.ts';

export interface MediaRoutesOptions {
  service: MediaService;
  config: Config;
}

/**
 * Photos: upload (content service), registration (count service) and the files under /media/.
 * Registered without a prefix because it spans two services.
 */
export async function mediaRoutes(app: FastifyInstance, { service, config }: MediaRoutesOptions) {
  registerFileRoute(app, service);
  await app.register(uploadRoutes, {
    service,
    maxBytes: config.media.maxBytes,
    prefix: SERVICE_PREFIX.content,
  });
  await app.register(registerRoute, { service, prefix: SERVICE_PREFIX.count });
}

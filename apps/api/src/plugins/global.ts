/**
 * Marks a plugin as not encapsulated, so its hooks and handlers apply to the whole app. This is
 * Fastify's documented `skip-override` mechanism (what fastify-plugin sets), without the extra
 * dependency.
 */
export function global<T extends object>(plugin: T): T {
  Object.defineProperty(plugin, Symbol.for('skip-override'), { value: true });
  return plugin;
}

/** A refused environment: the keys at fault and a line per problem (server.ts prints them). */
export class EnvError extends Error {
  readonly keys: string[];
  constructor(keys: string[], details: string[]) {
    super(`Invalid environment: ${details.join('; ')}`);
    this.name = 'EnvError';
    this.keys = keys;
  }
}

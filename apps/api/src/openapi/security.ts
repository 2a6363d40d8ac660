/** How a caller proves who it is; named in each operation's `security`. */
export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'An access token of the identity provider (embedded, or the external issuer); the office ' +
      'also needs a role stored with the account',
  },
  basic: {
    type: 'http',
    scheme: 'basic',
    description: 'The postcode service, when POSTCODE_BASIC_AUTH is set',
  },
  operatorToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'METRICS_TOKEN, when it is set',
  },
};

/** Who may call a path (docs/architecture.md's URL map); anyone where none is named. */
const BY_PREFIX: [string, Record<string, string[]>[]][] = [
  ['/api/account/', [{ bearer: [] }]],
  ['/api/office/', [{ bearer: [] }]],
  // Optional: the service is open unless the operator sets a user and password.
  ['/api/postcode/', [{ basic: [] }, {}]],
  ['/metrics', [{ operatorToken: [] }, {}]],
];

export function securityOf(path: string): Record<string, string[]>[] {
  return BY_PREFIX.find(([prefix]) => path.startsWith(prefix))?.[1] ?? [];
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable operationId from the method and path, for clients generated from the document:
 * `GET /api/bird/v1/birds/{id}` → `getBirdBirdsById`. The `api` and version segments say
 * nothing the service name does not.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api' && !/^v\d+$/.test(segment))
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param) return [`By${capital(param[1]!)}`];
      return segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
    });
  return method.toLowerCase() + words.map(capital).join('');
}

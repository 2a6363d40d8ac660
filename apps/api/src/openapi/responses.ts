/**
 * What the route schemas cannot say: answers that are not JSON (files, pages, text), their
 * redirects and refusals. Keyed by `METHOD /path` as in the document; each entry replaces the
 * statuses it names. The conformance test (test/openapi-conformance.test.ts) calls every
 * operation and fails when an answer is not what is written here.
 */
export interface Reply {
  description: string;
  content?: Record<string, { schema: Record<string, unknown> }>;
  headers?: Record<string, { description: string; schema: { type: 'string' } }>;
}

const binary = { type: 'string', format: 'binary' };
export const ERROR_SCHEMA = {
  type: 'object',
  properties: { message: { type: 'string' }, field: { type: 'string' } },
  required: ['message'],
  additionalProperties: false,
};

const file = (description: string, ...types: string[]): Reply => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: binary }])),
});
const text = (description: string, type: string): Reply => ({
  description,
  content: { [type]: { schema: { type: 'string' } } },
});
const page = (description: string) => text(description, 'text/html');
const error = (description: string): Reply => ({
  description,
  content: { 'application/json': { schema: ERROR_SCHEMA } },
});
const empty = (description: string): Reply => ({ description });
const redirect = (description: string): Reply => ({
  description,
  headers: { location: { description: 'Where the browser goes next', schema: { type: 'string' } } },
});

const notModified = empty('Not modified (the ETag matched)');
const expired = page('The sign-in has expired or was opened in another browser (Dutch page)');
const signedIn = redirect('Signed in: back to the app through the identity provider');

/** The identity provider's Dutch sign-in pages (HTML forms posted as urlencoded). */
const signIn: Record<string, Record<string, Reply>> = {
  'GET /oidc/interaction/{uid}': {
    200: page('The sign-in or registration page'),
    303: signedIn,
    400: expired,
  },
  'POST /oidc/interaction/{uid}/login': {
    200: page('The e-mail address is not verified yet: the code page'),
    303: signedIn,
    400: page('The form with what is missing'),
    401: page('The form: this address and password do not belong together'),
    429: page('The form: too many tries, wait a while'),
  },
  'GET /oidc/interaction/{uid}/register': { 200: page('The registration form'), 400: expired },
  'POST /oidc/interaction/{uid}/register': {
    200: page('Registered: the page for the code sent by e-mail'),
    400: page('The form with what is wrong, or the sign-in expired'),
  },
  'POST /oidc/interaction/{uid}/verify': {
    303: signedIn,
    400: page('The code page: the code is wrong or expired, or the sign-in expired'),
  },
  'POST /oidc/interaction/{uid}/verify/resend': {
    200: page('The code page: a new code is sent if the address has an account'),
    400: expired,
  },
  'GET /oidc/interaction/{uid}/forgot': { 200: page('The forgotten-password form'), 400: expired },
  'POST /oidc/interaction/{uid}/forgot': {
    200: page('The reset page: a code is sent if the address has an account'),
    400: expired,
  },
  'POST /oidc/interaction/{uid}/reset': {
    200: page('The sign-in page: the password is changed'),
    400: page('The reset form with what is wrong, or the sign-in expired'),
  },
  'GET /oidc/interaction/{uid}/abort': {
    303: redirect('Back to the app: sign-in cancelled'),
    400: expired,
  },
};

/** The reminder mails' links: a page that asks, and a form post that does it. */
const signupPages: Record<string, Record<string, Reply>> = {
  'GET /aanmelding/bevestigen': {
    200: page('Asks to confirm the reminder sign-up'),
    400: page('The link is broken'),
  },
  'POST /aanmelding/bevestigen': {
    200: page('Confirmed'),
    400: page('The link is broken or expired'),
  },
  'GET /aanmelding/afmelden': {
    200: page('Asks to unsubscribe'),
    400: page('The link is broken'),
  },
  'POST /aanmelding/afmelden': {
    200: page('Unsubscribed'),
    400: page('The link is broken or expired'),
  },
  'GET /aanmelding/pagina.css': { 200: text("The pages' style sheet", 'text/css') },
};

export const RESPONSES: Record<string, Record<string, Reply>> = {
  ...signIn,
  ...signupPages,
  'GET /metrics': { 200: text('Prometheus text exposition format', 'text/plain') },
  'GET /api/account/v1/user/export': {
    200: file('Every stored datum of the participant, as a JSON download', 'application/json'),
    401: error('No valid bearer token'),
    503: error('The identity provider cannot be reached'),
  },
  'GET /media/{file}': { 200: file('The photo', 'image/jpeg') },
  'GET /media/office/{file}': {
    200: file(
      'The file',
      ...['image/jpeg', 'audio/mpeg', 'audio/ogg', 'audio/mp4', 'audio/wav', 'video/mp4'],
      'video/webm',
    ),
    206: file('The asked part of a sound or video (Range)', 'audio/mpeg', 'video/mp4'),
  },
  'GET /media/birds/{id}/{file}': {
    200: file('The drawing', 'image/svg+xml', 'image/png'),
    304: notModified,
  },
  'GET /media/wizard/{kind}/{file}': {
    200: file('The picker image', 'image/svg+xml'),
    304: notModified,
  },
  'GET /api/count/v1/results/counts/{tellingUUID}/preview.png': {
    200: file('The preview image, 1200 × 630', 'image/png'),
    304: notModified,
    400: error('Not a count id'),
    404: error('No such count in the results'),
  },
  'GET /api/count/v1/results/preview.png': {
    200: file('The preview image, 1200 × 630', 'image/png'),
    304: notModified,
  },
  'GET /api/office/v1/export/counts': {
    200: file('The counts, streamed', 'text/csv', 'application/vnd.apache.parquet'),
    400: error('No such campaign or format'),
    401: error('No valid bearer token'),
    403: error('Not an admin'),
  },
  'GET /api/office/v1/newsletter.csv': {
    200: text('CSV: email,voornaam,tussenvoegsel,achternaam', 'text/csv'),
  },
};

/** The file field of each multipart upload (besides any text fields it names). */
export const UPLOAD_FIELDS: Record<string, Record<string, Record<string, unknown>>> = {
  'POST /api/content/v1/media/uploadImage': {
    uniqueFileName: { type: 'string' },
    imageFile: binary,
  },
  'POST /api/content/v1/media/image': { image: binary },
  'POST /api/bird/v1/birds/analyze': { image: binary },
  'POST /api/office/v1/campaign/banner-image': { image: binary },
  'POST /api/office/v1/content/tips/{id}/image': { file: binary },
  'POST /api/office/v1/content/images': { file: binary },
  'POST /api/office/v1/birds/{id}/media/{slot}': { file: binary },
};

/** Operations whose body is an HTML form, not JSON. */
export const FORM_POSTS = [...Object.keys(signIn), ...Object.keys(signupPages)].filter((key) =>
  key.startsWith('POST '),
);

/** The sign-in pages are plain Fastify routes without a schema: their one-line summaries. */
export const SUMMARIES: Record<string, string> = {
  'GET /oidc/interaction/{uid}': 'Sign-in: the login page (or register, by the app’s hint)',
  'POST /oidc/interaction/{uid}/login': 'Sign-in: log in with e-mail address and password',
  'GET /oidc/interaction/{uid}/register': 'Sign-in: the registration form',
  'POST /oidc/interaction/{uid}/register': 'Sign-in: register; a code is sent by e-mail',
  'POST /oidc/interaction/{uid}/verify': 'Sign-in: verify the e-mail address with the code',
  'POST /oidc/interaction/{uid}/verify/resend': 'Sign-in: send a new code',
  'GET /oidc/interaction/{uid}/forgot': 'Sign-in: the forgotten-password form',
  'POST /oidc/interaction/{uid}/forgot': 'Sign-in: send a reset code',
  'POST /oidc/interaction/{uid}/reset': 'Sign-in: choose a new password with the code',
  'GET /oidc/interaction/{uid}/abort': 'Sign-in: cancel and go back to the app',
};

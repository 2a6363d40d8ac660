import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormBody } from './registration-form.ts';

export const WRONG_LOGIN = 'Dit e-mailadres en wachtwoord horen niet bij elkaar.';
export const WRONG_CODE = 'Deze code klopt niet of is verlopen. Vraag een nieuwe code aan.';

export type Req = FastifyRequest<{ Params: { uid: string }; Body: FormBody }>;

export function html(reply: FastifyReply, body: string, status = 200) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

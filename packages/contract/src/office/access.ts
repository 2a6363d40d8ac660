import * as z from 'zod/mini';
import { z as zf } from 'zod';
import { OFFICE_ROLES } from '@tvt/domain';

export const officeRole = z.enum(OFFICE_ROLES);

/** `GET {office}/me`: the logged-in account's office roles (empty: no access to any part). */
export const officeMeResponse = z.object({ roles: z.array(officeRole) });
export type OfficeMe = z.infer<typeof officeMeResponse>;

const roleHolder = z.object({
  accountId: z.string(),
  /** Null for an external issuer's account that gave no address. */
  email: z.nullable(z.string()),
  roles: z.array(officeRole),
});
export type RoleHolder = z.infer<typeof roleHolder>;

/** `GET {office}/roles`: the accounts holding a role, or those matching `email` (admin). */
export const roleHoldersResponse = z.object({ items: z.array(roleHolder) });
export type RoleHolders = z.infer<typeof roleHoldersResponse>;

/** `PUT` / `DELETE {office}/roles/:accountId/:role`: the account's roles afterwards. */
export const roleHolderResponse = roleHolder;

export const roleHoldersQuery = zf.object({
  email: zf
    .string()
    .trim()
    .max(200, { error: 'Zoek op hoogstens 200 tekens van een e-mailadres.' })
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || value.length >= 3, {
      error: 'Zoek op minstens 3 tekens van een e-mailadres.',
    }),
});

export const roleParams = zf.object({
  accountId: zf.uuid({ error: 'Dit account bestaat niet.' }),
  role: zf.enum(OFFICE_ROLES, { error: "De rol is 'editor', 'moderator', 'research' of 'admin'." }),
});

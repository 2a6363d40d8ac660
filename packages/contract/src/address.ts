import * as z from 'zod/mini';

/** `GET {postcode}/address/{postalCode}/{streetNumber}`: spec 7 "Address lookup". */
export const addressResponse = z.object({
  data: z.object({
    street: z.string(),
    city: z.string(),
    province: z.string(),
    municipality: z.string(),
    municipalityCode: z.string().check(z.describe('CBS code, four digits')),
    latitude: z.number(),
    longitude: z.number(),
    bagNumberDesignationId: z.string().check(z.describe('BAG nummeraanduiding id')),
    surfaceArea: z.nullable(z.number()).check(z.describe('Floor area in m², null when unknown')),
  }),
});
export type AddressResponse = z.infer<typeof addressResponse>;

/** Spec 7: "an exception field means not found" (sent with 404). */
export const addressNotFound = z.object({ exception: z.string(), message: z.string() });

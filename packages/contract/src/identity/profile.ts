import { z } from 'zod';
import { optionalText, requiredText } from '../validation/validators.js';

export const profileCompanySchema = z.object({
  entityCode: z.string(),
  companyName: z.string(),
  label: z.string(),
  customCode: z.string(),
  isSetupFully: z.boolean(),
});
export type ProfileCompany = z.infer<typeof profileCompanySchema>;

export const profileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  roleNames: z.array(z.string()),
  userRoleEntities: z.array(z.object({ roleName: z.string(), entityCode: z.string() })),
  isDmsAdmin: z.boolean(),
  permissions: z.array(z.object({ resourceName: z.string(), permission: z.string() })),
  companies: z.array(profileCompanySchema),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z
  .object({
    firstName: requiredText('First Name', { max: 100 }),
    lastName: requiredText('Last Name', { max: 100 }),
    userName: optionalText('User Name', { max: 100 }),
  })
  .strict();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** network/CompanyProfiles/IsSetupFully: what the setup check needs. step 0 = company details, 2 = products. */
export const setupStatusSchema = z.object({
  isSetupFully: z.boolean(),
  step: z.number().int(),
  missing: z.array(z.string()),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/** The current company (network/CompanyProfiles/GetDetail without an id). */
export const companyInfoSchema = z.object({
  id: z.string(),
  entityCode: z.string(),
  companyName: z.string(),
  customCode: z.string(),
  companyType: z.string(),
  isSetupFully: z.boolean(),
  registerNumber: z.string().nullable(),
  email: z.string().nullable(),
  countryCode: z.string().nullable(),
  contactNumber: z.string().nullable(),
  address: z.string().nullable(),
  defaultCurrency: z.string().nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

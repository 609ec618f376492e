/** School-setup rows → wire attributes, typed from the contract's schemas. */
import type { components } from '@schoolmates/sdk';
import type { campuses } from '../db/schema.ts';

type S = components['schemas'];

export type CampusRow = typeof campuses.$inferSelect;
export const campusAttributes = (c: CampusRow): S['CampusAttributes'] => ({
  name: c.name,
  email: c.email,
  phoneno: c.phoneno,
  address: c.address,
  state: c.state,
  image: c.image,
  campus_type: c.campusType,
  is_preschool: c.isPreschool,
  status: c.status,
});

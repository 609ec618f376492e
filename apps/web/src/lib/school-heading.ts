import type { SchoolHeading } from '@schoolmates/documents/layout';
import { readCookie, tokenCookieName } from '@schoolmates/machines/session';
import { flatten, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './api.tsx';
import { imageData } from './image-data.ts';

/**
 * The school's name, contact lines and logo as documents print them (`GET /school`, every
 * role); the logo is read with the session's token and kept as a data URL (image-data.ts).
 */
export function useSchoolHeading() {
  const client = useApi();
  return useQuery({
    queryKey: ['school', 'heading'],
    queryFn: async (): Promise<SchoolHeading> => {
      const school = flatten((await unwrap(client.GET('/school'))).data);
      const token =
        typeof document === 'undefined' ? null : readCookie(document.cookie, tokenCookieName);
      return {
        name: school.schname,
        logo: await imageData(school.schlogo ?? null, token),
        address: school.schaddr,
        motto: school.schmotto,
        phone: school.schphone,
        email: school.schemail,
        website: school.schwebsite,
      };
    },
  });
}

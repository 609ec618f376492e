import { type Flat, flatten, type Schema, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useChange } from '../../components/mutations.ts';
import { useApi } from '../../lib/api.tsx';

/** The writers' list and every user's Home list change together. */
const announcementsKey = ['announcements'] as const;

export type AnnouncementRow = Flat<Schema<'AnnouncementAttributes'>>;

export function useSchoolAnnouncements() {
  const client = useApi();
  return useQuery({
    queryKey: [...announcementsKey, 'school'],
    queryFn: async () => flatten((await unwrap(client.GET('/announcements/school'))).data),
  });
}

export function useSaveAnnouncement(id: string | undefined) {
  const client = useApi();
  return useChange(
    announcementsKey,
    (body: Schema<'AnnouncementInput'>) =>
      id
        ? unwrap(client.PATCH('/announcements/{id}', { params: { path: { id } }, body }))
        : unwrap(client.POST('/announcements', { body })),
    id ? 'Announcement updated' : 'Announcement published',
  );
}

export function useDeleteAnnouncement() {
  const client = useApi();
  return useChange(
    announcementsKey,
    (id: string) => unwrap(client.DELETE('/announcements/{id}', { params: { path: { id } } })),
    'Announcement deleted',
  );
}

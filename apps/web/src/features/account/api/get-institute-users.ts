import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { instituteUserListItem } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';

/** GET /t1/institute/instusers (institute admin): the users of the admin's own institute. */
export async function getInstituteUsers(signal?: AbortSignal) {
  return z.array(instituteUserListItem).parse(unwrap(await api.get('/t1/institute/instusers', { signal })));
}

export const getInstituteUsersQueryOptions = () =>
  queryOptions({ queryKey: ['institutes', 'users'], queryFn: ({ signal }) => getInstituteUsers(signal) });

export function useInstituteUsers() {
  return useQuery(getInstituteUsersQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { instituteListItem } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';

/** GET /t1/institute/institutes (super admin): every onboarded institute. */
export async function getInstitutes(signal?: AbortSignal) {
  return z.array(instituteListItem).parse(unwrap(await api.get('/t1/institute/institutes', { signal })));
}

export const getInstitutesQueryOptions = () =>
  queryOptions({ queryKey: ['institutes', 'list'], queryFn: ({ signal }) => getInstitutes(signal) });

export function useInstitutes() {
  return useQuery(getInstitutesQueryOptions());
}

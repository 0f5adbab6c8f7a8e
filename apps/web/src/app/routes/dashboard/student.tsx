import { useParams } from 'react-router';
import { StudentOverview } from '@/features/cohort/components/student-overview.tsx';
import { AdminOnly } from './admin-only.tsx';

export default function StudentRoute() {
  const { id = '' } = useParams();
  return (
    <AdminOnly>
      <StudentOverview studentId={id} />
    </AdminOnly>
  );
}

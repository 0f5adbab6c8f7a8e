import { useParams } from 'react-router';
import { StudentReport } from '@/features/cohort/components/student-report.tsx';
import { AdminOnly } from './admin-only.tsx';

export default function StudentReportRoute() {
  const { id = '', sessionId = '' } = useParams();
  return (
    <AdminOnly>
      <StudentReport studentId={id} sessionId={sessionId} />
    </AdminOnly>
  );
}

export { ReportPage as default } from '@/features/report/components/report-page.tsx';

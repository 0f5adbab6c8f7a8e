export { EndScreenPage as default } from '@/features/end-screen/components/end-screen-page.tsx';

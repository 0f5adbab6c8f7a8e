export { InterviewRoomPage as default } from '@/features/interview-room/components/interview-room-page.tsx';

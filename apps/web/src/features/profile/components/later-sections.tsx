/**
 * /profile's sections below its first screen on a phone, in a chunk of their own (app/routes/app/profile.tsx
 * loads them lazily, each showing its own loading skeleton meanwhile).
 */
export { MyDataSection } from '@/features/account/components/my-data-section';
export { DeficitSection } from '@/features/objectives/components/deficit-section';
export { PlanTypeSections } from '@/features/preferences/components/plan-type-sections';
export { ReminderScheduleSection } from '@/features/preferences/components/reminder-schedule-section';
export { RemindersSection } from '@/features/preferences/components/reminders-section';
export { DietConditionSection } from './diet-condition-section';

/** The screens after the questions, one lazy chunk (see onboarding-flow.tsx). */
export { DietStep } from './diet-step';
export { MedicalDietStep } from './medical-diet-step';
export { PlanStep } from './plan-step';

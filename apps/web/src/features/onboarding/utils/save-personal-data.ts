import { saveUserInfo } from '../api/save-user-info';
import { saveWeightGoal } from '../api/save-weight-goal';
import type { PersonalData } from './flow-state';

/** PUT /user/info, then PUT /user/weight-goal: the server checks the goal against that weight. */
export async function savePersonalData({ weight_goal, ...info }: PersonalData): Promise<void> {
  await saveUserInfo({ personal_info: info });
  await saveWeightGoal({ weight_goal });
}

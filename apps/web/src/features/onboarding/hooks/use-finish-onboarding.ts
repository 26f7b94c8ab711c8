import type { UserObjective } from '@nutricoach/core/contract/onboarding';
import { useState } from 'react';
import { completeOnboarding } from '../api/complete-onboarding';
import { createReferralCode } from '../api/create-referral-code';

/** Runs a save; a failure is only logged and the flow goes on (docs/product.md §4). */
async function logged<T>(what: string, save: () => Promise<T>): Promise<T | undefined> {
  try {
    return await save();
  } catch (error) {
    console.error(what, error);
    return undefined;
  }
}

/**
 * The end of the onboarding: an optional last save (the allergies of /restriction) beside
 * POST /user/onboarding-completed, then the referral code. Resolves to the new objective, or
 * null when the completion could not be stored.
 */
export function useFinishOnboarding() {
  const [finishing, setFinishing] = useState(false);

  const finish = async (lastSave?: () => Promise<unknown>): Promise<UserObjective | null> => {
    setFinishing(true);
    const [, objective] = await Promise.all([
      lastSave && logged('No se pudieron guardar tus restricciones', lastSave),
      logged('No se pudo completar el onboarding', completeOnboarding),
    ]);
    // After the completion: the server creates the code there too, and two at once would race.
    await logged('No se pudo crear el código de referido', createReferralCode);
    setFinishing(false);
    return objective ?? null;
  };

  return { finish, finishing };
}

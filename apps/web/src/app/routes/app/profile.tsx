import type { UserObjective } from '@nutricoach/core/contract/onboarding';
import type { RecommendationType } from '@nutricoach/core/contract/preferences';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { SettingsCardSkeleton } from '@/components/ui/settings-card';
import { paths } from '@/config/paths';
import { lazyComponent, lazyModule } from '@/lib/lazy-component';
import { getUserObjectiveQueryOptions, useUserObjective } from '@/features/auth/api/get-user-objective';
import { DietSection } from '@/features/objectives/components/diet-section';
import { ObjectiveSection } from '@/features/objectives/components/objective-section';
import { CoachPersonalitySection } from '@/features/preferences/components/coach-personality-section';
import { CountrySection } from '@/features/profile/components/country-section';
import { PersonalInfoSection } from '@/features/profile/components/personal-info-section';
import { getRecommendationTypeQueryOptions, useRecommendationType } from '@/features/shell/api/get-recommendation-type';

/**
 * A section below a phone's first screen, in a chunk of its own: asked for as soon as this screen's
 * code runs (beside the screen's data, which the app asked for as it started), it is usually there
 * by the first render; if not, its skeleton (the one it shows while its data loads) holds its place.
 */
function laterSection<P extends object>(load: () => Promise<ComponentType<P>>, rows: number) {
  const module = lazyModule(load);
  void module.load().catch(() => {});
  const Section = lazyComponent(module, (Component) => Component);
  return function LaterSection(props: P) {
    return (
      <Suspense fallback={<SettingsCardSkeleton rows={rows} />}>
        <Section {...props} />
      </Suspense>
    );
  };
}

const RemindersSection = laterSection(
  () => import('@/features/preferences/components/reminders-section').then((m) => m.RemindersSection),
  5,
);
const ReminderScheduleSection = laterSection(
  () => import('@/features/preferences/components/reminder-schedule-section').then((m) => m.ReminderScheduleSection),
  4,
);
const DietConditionSection = laterSection(
  () => import('@/features/profile/components/diet-condition-section').then((m) => m.DietConditionSection),
  2,
);
const PlanTypeSections = laterSection(
  () => import('@/features/preferences/components/plan-type-sections').then((m) => m.PlanTypeSections),
  2,
);
const DeficitSection = laterSection(
  () => import('@/features/objectives/components/deficit-section').then((m) => m.DeficitSection),
  2,
);
const MyNutritionistSection = laterSection(
  () => import('@/features/professional/components/my-nutritionist-section').then((m) => m.MyNutritionistSection),
  2,
);
const MyDataSection = laterSection(
  () => import('@/features/account/components/my-data-section').then((m) => m.MyDataSection),
  2,
);

/**
 * What the settings of /profile and /objectives change elsewhere: a new objective, diet or deficit
 * recomputes today's targets, a new menu type swaps the sidebar entry and the menus. The new value
 * is stored where the app reads it, and every other cached answer is marked old, to be read again
 * when its screen opens (nothing is refetched from here).
 */
function useSettingsSaved() {
  const queryClient = useQueryClient();
  return {
    onObjectiveSaved: (objective: UserObjective) => {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      queryClient.setQueryData(getUserObjectiveQueryOptions().queryKey, objective);
    },
    onRecommendationTypeSaved: (recommendationType: RecommendationType) => {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      queryClient.setQueryData(getRecommendationTypeQueryOptions().queryKey, recommendationType);
    },
  };
}

/** The menu type's sections, reading the type themselves: its answer draws them, not the whole screen. */
function PlanTypeSlot({ onSaved }: { onSaved: (recommendationType: RecommendationType) => void }) {
  const { recommendationType } = useRecommendationType();
  return <PlanTypeSections recommendationType={recommendationType} onSaved={onSaved} />;
}

/** /profile (docs/product.md §2.15): personal data, coach, reminders and the plan settings, in the spec's order. */
export function Component() {
  const objective = useUserObjective();
  const { onObjectiveSaved, onRecommendationTypeSaved } = useSettingsSaved();
  const objectiveProps = { objective: objective.data, isError: objective.isError, onSaved: onObjectiveSaved };
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <title>Perfil · NutriCoach</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Perfil</h1>
        <p className="text-[15px] leading-snug text-gray-600">
          Tus datos, tu coach, tus recordatorios y tu plan. Los cambios se guardan al momento.
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <div className="space-y-4">
          <PersonalInfoSection />
          <CountrySection />
          <CoachPersonalitySection />
          <RemindersSection />
          <ReminderScheduleSection />
          {/* Issue 33: who sees the diary, and the way into the professional area. */}
          <MyNutritionistSection
            messagesHref={paths.myNutritionist.getHref()}
            proAreaHref={paths.pro.getHref()}
            consentHref={(code) => paths.consent.getHref(code)}
          />
        </div>
        <div className="space-y-4">
          <ObjectiveSection {...objectiveProps} />
          <DietSection {...objectiveProps} />
          <DietConditionSection />
          <PlanTypeSlot onSaved={onRecommendationTypeSaved} />
          <DeficitSection {...objectiveProps} />
          {/* The account is gone and the session with it: the user lands signed out. */}
          <MyDataSection onDeleted={() => navigate(paths.login.getHref(), { replace: true })} />
        </div>
      </div>
    </section>
  );
}

import { Clock, Coffee, type LucideIcon, Moon, Scale, Soup } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { SaveStatus } from '@/components/ui/save-status';
import { SettingsCard, SettingsCardSkeleton } from '@/components/ui/settings-card';
import { useRemindersSchedule } from '../api/get-reminders-schedule';
import { type ScheduleGroup, type ScheduleTime, useChangeScheduleTime } from '../api/update-reminders-schedule';
import { EditableTime } from './editable-time';
import { PREFERENCES_LOAD_ERROR, PROFILE_SAVE_ERROR } from './messages';
import { useMealWord } from '@/lib/api/user-country';

const GROUPS: { group: ScheduleGroup; label: string }[] = [
  { group: 'weekdays', label: 'Lunes a viernes' },
  { group: 'weekend', label: 'Sábado y domingo' },
];

const TIMES: { time: ScheduleTime; label: string; icon: LucideIcon }[] = [
  { time: 'breakfast_time', label: 'Desayuno', icon: Coffee },
  { time: 'lunch_time', label: 'Almuerzo', icon: Soup },
  { time: 'dinner_time', label: 'Cena', icon: Moon },
  { time: 'weight_time', label: 'Peso', icon: Scale },
];

/** docs/product.md §2.15, Reminder schedule: four times for weekdays and four for the weekend. */
export function ReminderScheduleSection() {
  const mealWord = useMealWord();
  const schedule = useRemindersSchedule();
  const update = useChangeScheduleTime();
  if (schedule.isPending) return <SettingsCardSkeleton rows={4} />;
  return (
    <SettingsCard
      icon={Clock}
      title="Horario de recordatorios"
      description="Te escribimos una hora después de la hora que elijas, solo si aún no lo registraste."
      status={<SaveStatus pending={update.isPending} savedAt={update.isSuccess ? update.submittedAt : 0} />}
    >
      {schedule.isError ? (
        <Alert>{PREFERENCES_LOAD_ERROR}</Alert>
      ) : (
        <>
          {update.isError && <Alert className="mb-3">{PROFILE_SAVE_ERROR}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-1 lg:gap-4">
            {GROUPS.map(({ group, label }) => (
              <fieldset key={group} aria-labelledby={`horario-${group}`}>
                <h3
                  id={`horario-${group}`}
                  className="mb-1 text-xs font-semibold uppercase tracking-wide text-gray-500"
                >
                  {label}
                </h3>
                <ul className="divide-y divide-gray-100">
                  {TIMES.map(({ time, label: timeLabel, icon: Icon }) => (
                    <li
                      key={time}
                      className="flex min-h-14 flex-wrap items-center justify-between gap-x-3 gap-y-1.5 py-1.5"
                    >
                      <span className="flex items-center gap-2.5 text-[15px] font-medium text-ink">
                        <Icon className="size-4 text-primary-700" aria-hidden />
                        {timeLabel}
                      </span>
                      <EditableTime
                        label={mealWord(timeLabel)}
                        value={schedule.data[group][time]}
                        onSave={(value) => update.change({ group, time, value })}
                      />
                    </li>
                  ))}
                </ul>
              </fieldset>
            ))}
          </div>
        </>
      )}
    </SettingsCard>
  );
}

import { WEEKDAYS } from '@nutricoach/core/rules/default-reminders';
import { BellRing, Check, ClipboardList, Coffee, type LucideIcon, Moon, Scale, Soup } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { SaveStatus } from '@/components/ui/save-status';
import { SettingsCard, SettingsCardSkeleton } from '@/components/ui/settings-card';
import { WEEKDAY_NAMES } from '@/lib/weekdays';
import { useReminders } from '../api/get-reminders';
import { type ReminderFlag, useToggleReminder } from '../api/update-reminders';
import { PREFERENCES_LOAD_ERROR, PREFERENCES_SAVE_ERROR } from './messages';
import { useMealWord } from '@/lib/api/user-country';

export const REMINDER_COLUMNS: { flag: ReminderFlag; label: string; icon: LucideIcon }[] = [
  { flag: 'breakfast_reminder', label: 'Desayuno', icon: Coffee },
  { flag: 'lunch_reminder', label: 'Almuerzo', icon: Soup },
  { flag: 'dinner_reminder', label: 'Cena', icon: Moon },
  { flag: 'weight_reminder', label: 'Peso', icon: Scale },
  { flag: 'daily_summary', label: 'Resumen', icon: ClipboardList },
];

/** docs/product.md §2.15, Reminders per weekday: a day x reminder grid of switches; each tap saves. */
export function RemindersSection() {
  const mealWord = useMealWord();
  const reminders = useReminders();
  const update = useToggleReminder();
  if (reminders.isPending) return <SettingsCardSkeleton rows={5} />;
  return (
    <SettingsCard
      icon={BellRing}
      title="Recordatorios"
      description="Elige qué te recordamos cada día de la semana."
      status={<SaveStatus pending={update.isPending} savedAt={update.isSuccess ? update.submittedAt : 0} />}
    >
      {reminders.isError ? (
        <Alert>{PREFERENCES_LOAD_ERROR}</Alert>
      ) : (
        <>
          {update.isError && <Alert className="mb-3">{PREFERENCES_SAVE_ERROR}</Alert>}
          <table className="-mx-1.5 w-[calc(100%+0.75rem)] table-fixed border-separate border-spacing-0">
            <caption className="sr-only">Recordatorios por día de la semana</caption>
            <thead>
              <tr>
                <th scope="col" className="w-10">
                  <span className="sr-only">Día</span>
                </th>
                {REMINDER_COLUMNS.map(({ flag, label, icon: Icon }) => (
                  <th key={flag} scope="col" className="px-0.5 pb-1.5 align-bottom">
                    <span className="flex flex-col items-center gap-1 text-[10.5px] font-semibold leading-none tracking-tight text-gray-600">
                      <Icon className="size-4 text-primary-700" aria-hidden />
                      {mealWord(label)}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {WEEKDAYS.map((day) => (
                <tr key={day} className="group/row">
                  <th
                    scope="row"
                    className="rounded-l-xl text-left group-odd/row:bg-surface text-sm font-semibold text-ink"
                  >
                    <abbr title={WEEKDAY_NAMES[day].long} className="pl-1.5 no-underline">
                      {WEEKDAY_NAMES[day].short}
                    </abbr>
                  </th>
                  {REMINDER_COLUMNS.map(({ flag, label }, index) => (
                    <td
                      key={flag}
                      className={cn(
                        'group-odd/row:bg-surface',
                        index === REMINDER_COLUMNS.length - 1 && 'rounded-r-xl',
                      )}
                    >
                      <label className="group mx-auto grid size-11 cursor-pointer place-items-center rounded-xl has-focus-visible:outline-2 has-focus-visible:outline-primary-600">
                        <input
                          type="checkbox"
                          className="peer sr-only"
                          aria-label={`${mealWord(label)} el ${WEEKDAY_NAMES[day].long}`}
                          checked={reminders.data[day][flag]}
                          onChange={(event) => update.toggle({ day, flag, on: event.target.checked })}
                        />
                        <span
                          aria-hidden
                          className="grid size-7 place-items-center rounded-lg border-2 border-gray-300 bg-white text-white transition-colors group-hover:border-primary-400 peer-checked:border-primary-600 peer-checked:bg-primary-600"
                        >
                          <Check className="size-4 opacity-0 group-has-checked:opacity-100" strokeWidth={3.5} />
                        </span>
                      </label>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </SettingsCard>
  );
}

import { defaultReminders } from '@nutricoach/core/rules/default-reminders';
import { DEFAULT_REMINDER_SCHEDULE } from '@nutricoach/core/rules/reminders-due';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { ReminderScheduleSection } from './reminder-schedule-section';
import { RemindersSection } from './reminders-section';

const week = defaultReminders(['breakfast', 'lunch', 'dinner']);
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('reminders per weekday', { timeout: 15_000 }, () => {
  it('sends the whole week with the one switch changed, quick taps adding up', async () => {
    signInForTest();
    const { requests } = mockApi({
      'GET /preferences/reminders': { body: { reminders: week } },
      'PUT /preferences/reminders': (request) => ({ body: request.body }),
    });
    renderWithProviders(<RemindersSection />);
    await screen.findByRole('checkbox', { name: 'Peso el sábado' });
    expect(box('Peso el sábado').checked).toBe(false);
    expect(box('Peso el lunes').checked).toBe(true);
    fireEvent.click(box('Peso el sábado'));
    fireEvent.click(box('Desayuno el domingo'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
    const last = requests.filter((r) => r.method === 'PUT').at(-1)!.body as { reminders: typeof week };
    expect(last.reminders.saturday.weight_reminder).toBe(true);
    expect(last.reminders.sunday.breakfast_reminder).toBe(false);
    expect(last.reminders.monday).toEqual(week.monday);
    expect(box('Peso el sábado').checked).toBe(true);
  });

  it('puts the stored week back and says so when the save fails', async () => {
    signInForTest();
    mockApi({
      'GET /preferences/reminders': { body: { reminders: week } },
      'PUT /preferences/reminders': { status: 500, body: {} },
    });
    renderWithProviders(<RemindersSection />);
    await screen.findByRole('checkbox', { name: 'Cena el martes' });
    fireEvent.click(box('Cena el martes'));
    expect((await screen.findByRole('alert')).textContent).toBe('Error al actualizar las preferencias');
    await waitFor(() => expect(box('Cena el martes').checked).toBe(true));
  });
});

describe('reminder schedule', () => {
  it('saves a weekend time on Enter with the rest of the schedule, and puts it back when the save fails', async () => {
    signInForTest();
    let fail = false;
    const { requests } = mockApi({
      'GET /preferences/reminders-schedule': { body: { reminders_schedule: DEFAULT_REMINDER_SCHEDULE } },
      'PUT /preferences/reminders-schedule': (request) => (fail ? { status: 500, body: {} } : { body: request.body }),
    });
    renderWithProviders(<ReminderScheduleSection />);
    const weekend = await screen.findByRole('group', { name: 'Sábado y domingo' });
    fireEvent.click(within(weekend).getByRole('button', { name: 'Cena: 20:30. Cambiar hora' }));
    const input = within(weekend).getByLabelText('Hora de cena');
    fireEvent.change(input, { target: { value: '21:00' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      reminders_schedule: {
        ...DEFAULT_REMINDER_SCHEDULE,
        weekend: { ...DEFAULT_REMINDER_SCHEDULE.weekend, dinner_time: '21:00' },
      },
    });
    expect(within(weekend).getByRole('button', { name: 'Cena: 21:00. Cambiar hora' })).toBeTruthy();

    fail = true;
    const weekdays = screen.getByRole('group', { name: 'Lunes a viernes' });
    fireEvent.click(within(weekdays).getByRole('button', { name: 'Peso: 07:30. Cambiar hora' }));
    fireEvent.change(within(weekdays).getByLabelText('Hora de peso'), { target: { value: '06:45' } });
    fireEvent.keyDown(within(weekdays).getByLabelText('Hora de peso'), { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo guardar los cambios. Por favor, intenta de nuevo.',
    );
    await within(weekdays).findByRole('button', { name: 'Peso: 07:30. Cambiar hora' });
  });
});

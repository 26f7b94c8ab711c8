/**
 * What a professional reads and writes of a client, and what keeps it safe (issue 33,
 * docs/professionals.md). On PGlite and PostgreSQL.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox, nutritionLogs, users, weightMeasurements } from '../../db/schema.ts';
import { createTestApp, mealBody, type TestApp, testToday } from '../../test-support/app.ts';
import { countStatements } from '../../test-support/count-statements.ts';
import { linkedClient, type Person, professional } from './professionals.test-support.ts';

// Many people sign in from one address here: past the per-address hour limit of sign-in codes.
const t = {} as TestApp;
beforeAll(async () => {
  Object.assign(t, await createTestApp({ codes: { maxPerIpPerHour: 1_000_000 } as TestApp['config']['codes'] }));
});
afterAll(() => t.close?.());
const today = () => testToday();
const daysAgo = (n: number) => new Date(Date.parse(`${today()}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** Every read a professional has of a client. */
const READS = (id: string) => [
  `/api/pro/clients/${id}`,
  `/api/pro/clients/${id}/summaries/daily?date=${today()}`,
  `/api/pro/clients/${id}/summaries/weekly?date=${today()}`,
  `/api/pro/clients/${id}/summaries/weight-measurement`,
  `/api/pro/clients/${id}/logs?date=${today()}`,
  `/api/pro/clients/${id}/comments?date=${today()}`,
  `/api/pro/clients/${id}/messages`,
  `/api/pro/clients/${id}/targets`,
  `/api/pro/clients/${id}/notes`,
];
const WRITES = (id: string) =>
  [
    ['POST', `/api/pro/clients/${id}/comments`, { date: today(), text: 'Hola' }],
    ['POST', `/api/pro/clients/${id}/messages`, { text: 'Hola' }],
    ['PUT', `/api/pro/clients/${id}/targets`, { calories: 1800, protein: 120, carbs: 180, fat: 60, reason: 'Prueba' }],
    ['PUT', `/api/pro/clients/${id}/notes`, { text: 'Nota' }],
  ] as const;

async function everythingIs404(pro: Person, clientId: string) {
  for (const url of READS(clientId)) {
    const res = await t.call('GET', url, pro.headers);
    expect(res.statusCode, url).toBe(404);
    expect(res.json().message, url).toBe('Cliente no encontrado.');
  }
  for (const [method, url, body] of WRITES(clientId))
    expect((await t.call(method, url, pro.headers, body)).statusCode, url).toBe(404);
}

const ids = async (pro: Person) =>
  (await t.call('GET', '/api/pro/clients', pro.headers)).json().clients.map((c: { id: string }) => c.id);

const outboxOf = (phone: string) =>
  t.db.select().from(devOutbox).where(eq(devOutbox.to, phone)).orderBy(desc(devOutbox.createdAt));

describe('safe by construction', () => {
  it('another professional, a client, and a bad id get 404 on everything of the client', async () => {
    const pro = await professional(t);
    const client = await linkedClient(t, pro);
    const other = await professional(t, 'Lic. Otra');
    await everythingIs404(other, client.id);
    expect(await ids(other)).toEqual([]);
    // Another client (no profile) reading the first one.
    const stranger = await linkedClient(t, other);
    await everythingIs404(stranger, client.id);
    expect((await t.call('GET', '/api/pro/clients/no-es-un-id', pro.headers)).statusCode).toBe(404);
    // The comment the professional writes reaches only its client.
    await t.call('POST', `/api/pro/clients/${client.id}/comments`, pro.headers, {
      date: today(),
      text: 'Solo para ti',
    });
    expect((await t.call('GET', `/api/user/comments?date=${today()}`, stranger.headers)).json().comments).toEqual([]);
    expect((await t.call('GET', `/api/user/comments?date=${today()}`, client.headers)).json().comments).toHaveLength(1);
  });

  it('after the client stops sharing, everything of theirs is 404 at once and they leave the list', async () => {
    const pro = await professional(t);
    const client = await linkedClient(t, pro);
    const kept = await linkedClient(t, pro);
    for (const url of READS(client.id)) expect((await t.call('GET', url, pro.headers)).statusCode, url).toBe(200);
    expect((await ids(pro)).sort()).toEqual([client.id, kept.id].sort());
    expect((await t.call('DELETE', '/api/user/professional', client.headers)).statusCode).toBe(204);
    await everythingIs404(pro, client.id);
    expect(await ids(pro)).toEqual([kept.id]);
    expect((await t.call('GET', '/api/user/professional/messages', client.headers)).statusCode).toBe(404);
  });

  it('never shows the client’s phone in any answer to the professional', async () => {
    const pro = await professional(t);
    const client = await linkedClient(t, pro);
    await t.call('POST', '/api/logs/nutrition', client.headers, mealBody({ date: today() }));
    await t.call('POST', '/api/user/professional/messages', client.headers, { text: 'Hola' });
    const bodies: string[] = [(await t.call('GET', '/api/pro/clients', pro.headers)).body];
    for (const url of READS(client.id)) bodies.push((await t.call('GET', url, pro.headers)).body);
    for (const [method, url, body] of WRITES(client.id))
      bodies.push((await t.call(method, url, pro.headers, body)).body);
    const digits = client.phone.replace('+', '');
    for (const body of bodies) {
      expect(body).not.toContain(digits);
      expect(body).not.toContain(digits.slice(2));
    }
  });

  it('a professional cannot write the client’s logs', async () => {
    const pro = await professional(t);
    const client = await linkedClient(t, pro);
    const meal = (await t.call('POST', '/api/logs/nutrition', client.headers, mealBody({ date: today() }))).json();
    const changed = await t.call(
      'PUT',
      `/api/logs/nutrition/${meal._id}`,
      pro.headers,
      mealBody({ date: today(), calories: 1 }),
    );
    expect(changed.statusCode).toBeGreaterThanOrEqual(400);
    expect(changed.statusCode).toBeLessThan(500);
    const removed = await t.call('DELETE', `/api/logs/nutrition/${meal._id}`, pro.headers);
    expect(removed.statusCode).toBeGreaterThanOrEqual(400);
    expect(removed.statusCode).toBeLessThan(500);
    const [row] = await t.db.select().from(nutritionLogs).where(eq(nutritionLogs.id, meal._id));
    expect(row?.calories).toBe(600);
  });

  it('account deletion on either side ends the link', async () => {
    const pro = await professional(t);
    const client = await linkedClient(t, pro);
    const confirmation = { confirmation: 'Eliminar mi cuenta' };
    expect((await t.call('DELETE', '/api/user', client.headers, confirmation)).statusCode).toBe(200);
    expect(await ids(pro)).toEqual([]);
    await everythingIs404(pro, client.id);
    const pro2 = await professional(t);
    const client2 = await linkedClient(t, pro2);
    expect((await t.call('DELETE', '/api/user', pro2.headers, confirmation)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/user/professional', client2.headers)).json().professional).toBeNull();
    expect((await t.call('GET', '/api/user/professional/messages', client2.headers)).statusCode).toBe(404);
  });
});

describe('the client’s diary, read-only', () => {
  it('shows the professional the same day, week and weights the client sees', async () => {
    const pro = await professional(t);
    const client = await linkedClient(t, pro);
    await t.call('POST', '/api/logs/nutrition', client.headers, mealBody({ date: today() }));
    await t.call('POST', '/api/logs/weight', client.headers, { date: today(), weight: 77.5 });
    for (const path of [
      `/summaries/daily?date=${today()}`,
      `/summaries/weekly?date=${today()}`,
      '/summaries/weight-measurement',
    ]) {
      const own = await t.call('GET', `/api${path}`, client.headers);
      const seen = await t.call('GET', `/api/pro/clients/${client.id}${path}`, pro.headers);
      expect(seen.statusCode, path).toBe(200);
      expect(seen.json(), path).toEqual(own.json());
    }
    const logs = (await t.call('GET', `/api/pro/clients/${client.id}/logs?date=${today()}`, pro.headers)).json();
    const daily = (await t.call('GET', `/api/summaries/daily?date=${today()}`, client.headers)).json();
    expect(logs).toEqual({ date: today(), logs: daily.logs, training: daily.training });
    const profile = (await t.call('GET', `/api/pro/clients/${client.id}`, pro.headers)).json().client;
    expect(profile).toMatchObject({ id: client.id, objective: 'lose_weight', country: 'pe' });
  });
});

describe('targets set by the professional', () => {
  it('become the ideal of every summary from that day, are kept, and the client can go back', async () => {
    const pro = await professional(t);
    const client = await linkedClient(t, pro);
    const appIdeal = (await t.call('GET', `/api/summaries/daily?date=${today()}`, client.headers)).json().summary.ideal;
    expect(appIdeal.calories).toBeGreaterThan(0);
    const body = { calories: 1750, protein: 125, carbs: 170, fat: 60, reason: 'Entrena 4 días por semana' };
    const set = await t.call('PUT', `/api/pro/clients/${client.id}/targets`, pro.headers, body);
    expect(set.statusCode).toBe(200);
    expect(set.json().targets).toMatchObject({ ...body, author_name: 'Lic. Rosa Quispe' });
    const ideal = { calories: 1750, protein: 125, carbs: 170, fat: 60 };
    expect((await t.call('GET', `/api/summaries/daily?date=${today()}`, client.headers)).json().summary.ideal).toEqual(
      ideal,
    );
    const week = (await t.call('GET', `/api/summaries/weekly?date=${today()}`, client.headers)).json();
    expect(week.daily_summaries.find((d: { date: string }) => d.date === today()).ideal).toEqual(ideal);
    // The days before keep the app's targets.
    const yesterday = (await t.call('GET', `/api/summaries/daily?date=${daysAgo(1)}`, client.headers)).json();
    expect(yesterday.summary.ideal).toEqual(appIdeal);
    const seen = (
      await t.call('GET', `/api/pro/clients/${client.id}/summaries/daily?date=${today()}`, pro.headers)
    ).json();
    expect(seen.summary.ideal).toEqual(ideal);
    const mine = (await t.call('GET', '/api/user/targets/professional', client.headers)).json();
    expect(mine.targets).toMatchObject({ ...body, author_name: 'Lic. Rosa Quispe' });
    expect(mine.history).toHaveLength(1);
    expect(mine.history[0].previous).toEqual({
      calories: appIdeal.calories,
      protein: appIdeal.protein,
      carbs: appIdeal.carbs,
      fat: appIdeal.fat,
    });
    // Back to the app's targets: kept in the history, as 'Tú'.
    expect((await t.call('DELETE', '/api/user/targets/professional', client.headers)).statusCode).toBe(204);
    expect((await t.call('DELETE', '/api/user/targets/professional', client.headers)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/summaries/daily?date=${today()}`, client.headers)).json().summary.ideal).toEqual(
      appIdeal,
    );
    const after = (await t.call('GET', `/api/pro/clients/${client.id}/targets`, pro.headers)).json();
    expect(after.targets).toBeNull();
    expect(after.history.map((c: { author_name: string }) => c.author_name)).toEqual(['Tú', 'Lic. Rosa Quispe']);
    expect(after.history[0]).toMatchObject({ calories: appIdeal.calories, previous: ideal });
  });

  it('keeps the bounds of the app’s own targets, in Spanish', async () => {
    const pro = await professional(t);
    const client = await linkedClient(t, pro);
    const url = `/api/pro/clients/${client.id}/targets`;
    const base = { calories: 1750, protein: 125, carbs: 170, fat: 60, reason: 'Ajuste' };
    const low = await t.call('PUT', url, pro.headers, { ...base, calories: 1000 });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe(
      'Las calorías deben ser al menos 1200 kcal al día: el mínimo de la app para una mujer.',
    );
    for (const bad of [{ protein: 900 }, { fat: -1 }, { carbs: 10.5 }, { reason: 'no' }, { calories: 9000 }]) {
      const res = await t.call('PUT', url, pro.headers, { ...base, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await t.call('GET', url, pro.headers)).json().history).toEqual([]);
  });
});

describe('comments, messages and notes', () => {
  it('a comment on a meal of that day reaches the client, with a notice if they allow reminders', async () => {
    const pro = await professional(t);
    const client = await linkedClient(t, pro);
    const meal = (await t.call('POST', '/api/logs/nutrition', client.headers, mealBody({ date: today() }))).json();
    const old = (await t.call('POST', '/api/logs/nutrition', client.headers, mealBody({ date: daysAgo(1) }))).json();
    const url = `/api/pro/clients/${client.id}/comments`;
    const wrongDay = await t.call('POST', url, pro.headers, { date: today(), nutrition_log_id: old._id, text: 'Bien' });
    expect(wrongDay.statusCode).toBe(400);
    const created = await t.call('POST', url, pro.headers, {
      date: today(),
      nutrition_log_id: meal._id,
      text: '¡Muy bien!',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().comment).toMatchObject({
      date: today(),
      nutrition_log_id: meal._id,
      text: '¡Muy bien!',
      author_name: 'Lic. Rosa Quispe',
    });
    const seen = (await t.call('GET', `/api/user/comments?date=${today()}`, client.headers)).json().comments;
    expect(seen).toEqual([created.json().comment]);
    expect((await t.call('GET', `${url}?date=${today()}`, pro.headers)).json().comments).toEqual(seen);
    const [notice] = await outboxOf(client.phone);
    expect(notice?.text).toMatch(/^NutriCoach: Lic\. Rosa Quispe comentó tu día\. Míralo en .+\/daily-summary\?date=/);
    expect(notice?.text).not.toContain('Muy bien');
    // A client who allows no reminders gets no notice.
    const quiet = await linkedClient(t, pro, { onboarded: false });
    await t.call('POST', `/api/pro/clients/${quiet.id}/comments`, pro.headers, { date: today(), text: 'Hola' });
    expect((await outboxOf(quiet.phone)).filter((m) => m.code === null)).toEqual([]);
  });

  it('messages go both ways, oldest first, each with a notice to the other side and no content', async () => {
    const pro = await professional(t);
    const client = await linkedClient(t, pro);
    await t.db.update(users).set({ name: 'Ana' }).where(eq(users.id, client.id));
    const a = await t.call('POST', `/api/pro/clients/${client.id}/messages`, pro.headers, { text: '¿Cómo vas?' });
    expect(a.statusCode).toBe(201);
    expect(a.json().message).toMatchObject({ from: 'professional', text: '¿Cómo vas?' });
    const b = await t.call('POST', '/api/user/professional/messages', client.headers, { text: 'Muy bien, gracias' });
    expect(b.statusCode).toBe(201);
    const thread = (await t.call('GET', '/api/user/professional/messages', client.headers)).json().messages;
    expect(thread.map((m: { from: string }) => m.from)).toEqual(['professional', 'client']);
    expect((await t.call('GET', `/api/pro/clients/${client.id}/messages`, pro.headers)).json().messages).toEqual(
      thread,
    );
    const [toClient] = await outboxOf(client.phone);
    expect(toClient?.text).toMatch(
      /^NutriCoach: Lic\. Rosa Quispe te envió un mensaje\. Léelo en .+\/mi-nutricionista$/,
    );
    const [toPro] = await outboxOf(pro.phone);
    expect(toPro?.text).toMatch(
      new RegExp(`^NutriCoach: Ana te envió un mensaje\\. Léelo en .+/pro/clientes/${client.id}$`),
    );
    expect(toPro?.text).not.toContain('gracias');
  });

  it('notes are the professional’s own, per client', async () => {
    const pro = await professional(t);
    const client = await linkedClient(t, pro);
    const url = `/api/pro/clients/${client.id}/notes`;
    expect((await t.call('GET', url, pro.headers)).json()).toEqual({ notes: { text: '', updated_at: null } });
    const saved = await t.call('PUT', url, pro.headers, { text: 'Revisar hierro' });
    expect(saved.statusCode).toBe(200);
    expect((await t.call('GET', url, pro.headers)).json()).toEqual(saved.json());
    expect(saved.json().notes.text).toBe('Revisar hierro');
  });
});

describe('GET /api/pro/clients', () => {
  it('puts those who need attention first, with their reasons, in one statement', async () => {
    const pro = await professional(t);
    const steady = await linkedClient(t, pro);
    const silent = await linkedClient(t, pro);
    const gaining = await linkedClient(t, pro);
    // They joined a month ago: the rules read their last 7 days.
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(inArray(users.id, [steady.id, silent.id, gaining.id]));
    const meals = (userId: string, days: number[], perDay: number) =>
      days.flatMap((n) =>
        Array.from({ length: perDay }, (_, i) => ({
          userId,
          date: daysAgo(n),
          mealType: ['breakfast', 'lunch', 'dinner'][i]!,
          description: 'Comida',
          calories: 500,
          protein: 30,
          fat: 15,
          carbs: 60,
        })),
      );
    const week = [0, 1, 2, 3, 4, 5, 6, 7];
    await t.db
      .insert(nutritionLogs)
      .values([...meals(steady.id, week, 3), ...meals(gaining.id, week, 3), ...meals(silent.id, [5, 6], 1)]);
    // Ana's goal is below her weight: gaining 0.5 kg a week moves away from it.
    await t.db
      .insert(weightMeasurements)
      .values([0, 7, 14, 21].map((n) => ({ userId: gaining.id, date: daysAgo(n), weight: 78 + (21 - n) / 14 })))
      // The onboarding weighed her today.
      .onConflictDoUpdate({ target: [weightMeasurements.userId, weightMeasurements.date], set: { weight: 79.5 } });
    const { result: res, statements } = await countStatements(t.db, () =>
      t.call('GET', '/api/pro/clients', pro.headers),
    );
    expect(statements).toBe(1);
    const clients = res.json().clients;
    expect(clients.map((c: { id: string }) => c.id).slice(2)).toEqual([steady.id]);
    const byId = Object.fromEntries(clients.map((c: { id: string }) => [c.id, c]));
    expect(byId[steady.id]).toMatchObject({
      last_log_date: today(),
      days_logged_7d: 7,
      window_days_7d: 7,
      meals_per_day_7d: 3,
      avg_calories_7d: 1500,
      needs_attention: false,
      attention_reasons: [],
    });
    expect(byId[steady.id].ideal_calories).toBeGreaterThan(0);
    expect(byId[silent.id]).toMatchObject({
      last_log_date: daysAgo(5),
      days_logged_7d: 2,
      needs_attention: true,
      attention_reasons: ['Sin registros hace 5 días', 'Menos de 2 comidas al día en 7 de los últimos 7 días'],
    });
    expect(byId[gaining.id].weight_trend_kg_per_week).toBeCloseTo(0.5, 2);
    expect(byId[gaining.id].attention_reasons).toEqual(['El peso se aleja de la meta (+0,50 kg/semana)']);
    // A client who joined today and logged one meal: nothing to say yet (no day before they joined counts).
    const fresh = await linkedClient(t, pro);
    await t.db.insert(nutritionLogs).values(meals(fresh.id, [0], 1));
    const again = (await t.call('GET', '/api/pro/clients', pro.headers)).json().clients;
    expect(again.find((c: { id: string }) => c.id === fresh.id)).toMatchObject({
      days_logged_7d: 0,
      window_days_7d: 0,
      meals_per_day_7d: 0,
      needs_attention: false,
      attention_reasons: [],
    });
    const [one] = await t.db
      .select()
      .from(nutritionLogs)
      .where(and(eq(nutritionLogs.userId, steady.id)));
    expect(one).toBeDefined();
  });
});

describe('the export', () => {
  it('carries the client’s link, comments, messages and targets; the professional’s, their clients’ names only', async () => {
    const pro = await professional(t);
    const client = await linkedClient(t, pro);
    await t.db.update(users).set({ name: 'Ana Export' }).where(eq(users.id, client.id));
    await t.call('POST', `/api/pro/clients/${client.id}/comments`, pro.headers, {
      date: today(),
      text: 'Comentario, "citado"',
    });
    await t.call('POST', `/api/pro/clients/${client.id}/messages`, pro.headers, { text: 'Mensaje privado' });
    await t.call('PUT', `/api/pro/clients/${client.id}/targets`, pro.headers, {
      calories: 1750,
      protein: 125,
      carbs: 170,
      fat: 60,
      reason: 'Más energía',
    });
    const mine = (await t.call('GET', '/api/user/export', client.headers)).json();
    expect(mine.professional_links).toEqual([
      expect.objectContaining({ professional_name: 'Lic. Rosa Quispe', ended_at: null }),
    ]);
    expect(mine.professional_comments).toEqual([
      expect.objectContaining({ text: 'Comentario, "citado"', author_name: 'Lic. Rosa Quispe' }),
    ]);
    expect(mine.professional_messages).toEqual([
      expect.objectContaining({ from: 'professional', text: 'Mensaje privado' }),
    ]);
    expect(mine.professional_targets).toEqual([
      expect.objectContaining({ kind: 'professional', calories: 1750, reason: 'Más energía' }),
    ]);
    expect(mine.professional_clients).toEqual([]);
    const csv = (await t.call('GET', '/api/user/export?format=csv', client.headers)).body;
    expect(csv).toContain(`${today()},Comentario,,"Comentario, ""citado""",,,,,,,Lic. Rosa Quispe\r\n`);
    expect(csv).toContain(',Mensaje,,Mensaje privado,,,,,,,Nutricionista\r\n');
    expect(csv).toContain(`${today()},Objetivos,,Más energía,1750,125,60,170,,,Lic. Rosa Quispe\r\n`);
    const theirs = await t.call('GET', '/api/user/export', pro.headers);
    expect(theirs.json().professional_clients).toEqual([
      expect.objectContaining({ name: 'Ana Export', ended_at: null }),
    ]);
    expect(Object.keys(theirs.json().professional_clients[0]).sort()).toEqual(['ended_at', 'name', 'since']);
    expect(theirs.body).not.toContain('Mensaje privado');
    expect(theirs.body).not.toContain(client.phone.replace('+', ''));
  });
});

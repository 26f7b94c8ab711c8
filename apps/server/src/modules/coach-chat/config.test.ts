/** The WhatsApp coach's configuration (issue 16): the coach's number and the reminder templates. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { TWILIO_SID } from '../../test-support/fake-twilio.ts';

const load = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'j'.repeat(40),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nutricoach-coach-')),
    ...env,
  });
const whatsapp = {
  MESSAGING_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: TWILIO_SID,
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_CHANNEL: 'whatsapp',
  TWILIO_WHATSAPP_FROM: 'whatsapp:+14155238886',
};

describe('the WhatsApp coach configuration', () => {
  it("takes the coach's number from TWILIO_WHATSAPP_FROM unless COACH_WHATSAPP_NUMBER says otherwise", () => {
    expect(load({}).coachWhatsappNumber).toBe('51999999999');
    expect(load(whatsapp).coachWhatsappNumber).toBe('14155238886');
    expect(load({ ...whatsapp, COACH_WHATSAPP_NUMBER: '51911122233' }).coachWhatsappNumber).toBe('51911122233');
  });

  it('reads the templates by reminder kind and the SMS sender beside WhatsApp', () => {
    const sid = `HX${'0f'.repeat(16)}`;
    const config = load({
      ...whatsapp,
      TWILIO_FROM: '+15005550006',
      TWILIO_TEMPLATE_LUNCH: sid,
      TWILIO_TEMPLATE_DAILY_SUMMARY: sid,
      TWILIO_TEMPLATE_PROFESSIONAL_MESSAGE: sid,
    });
    expect(config.twilio).toMatchObject({
      from: 'whatsapp:+14155238886',
      smsFrom: '+15005550006',
      whatsappFrom: 'whatsapp:+14155238886',
      templates: { lunch: sid, daily_summary: sid, professional_message: sid },
    });
    expect(() => load({ ...whatsapp, TWILIO_TEMPLATE_WEIGHT: 'weight-template' })).toThrow(ConfigError);
    expect(() => load({ ...whatsapp, TWILIO_TEMPLATE_WEIGHT: 'weight-template' })).toThrow(/^TWILIO_TEMPLATE_WEIGHT: /);
  });
});

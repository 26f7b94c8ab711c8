/** Twilio's webhook signature and media URLs, against vectors computed outside our code. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isTwilioMediaUrl, isValidTwilioSignature, twilioSignature } from './twilio-webhook.ts';

// The vectors of Twilio's own SDK (twilio-node, spec/validation.spec.js): token, URL and parameters.
const TOKEN = '12345';
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS: [string, string][] = Object.entries({
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
});

describe("Twilio's request signature", () => {
  it("matches the signatures of Twilio's own SDK tests", () => {
    expect(twilioSignature(TOKEN, URL, PARAMS)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
  });

  it('is HMAC-SHA1 in base64 over the URL and the parameters sorted by name, computed here by hand', () => {
    const params: [string, string][] = [
      ['To', 'whatsapp:+14155238886'],
      ['Body', 'peso 77,5'],
      ['From', 'whatsapp:+51987000001'],
    ];
    const url = 'https://coach.example.com/api/messaging/twilio/inbound';
    const byHand = createHmac('sha1', 'token')
      .update(`${url}Bodypeso 77,5Fromwhatsapp:+51987000001Towhatsapp:+14155238886`)
      .digest('base64');
    expect(twilioSignature('token', url, params)).toBe(byHand);
    expect(isValidTwilioSignature('token', url, params, byHand)).toBe(true);
  });

  it('refuses a missing, wrong, truncated or other-token signature, and a changed parameter or URL', () => {
    const good = twilioSignature(TOKEN, URL, PARAMS);
    expect(isValidTwilioSignature(TOKEN, URL, PARAMS, undefined)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, URL, PARAMS, '')).toBe(false);
    expect(isValidTwilioSignature(TOKEN, URL, PARAMS, good.slice(0, -2))).toBe(false);
    expect(isValidTwilioSignature(TOKEN, URL, PARAMS, twilioSignature('other', URL, PARAMS))).toBe(false);
    expect(isValidTwilioSignature(TOKEN, `${URL}&x=1`, PARAMS, good)).toBe(false);
    const changed = PARAMS.map(([k, v]): [string, string] => [k, k === 'From' ? '+14150000000' : v]);
    expect(isValidTwilioSignature(TOKEN, URL, changed, good)).toBe(false);
    expect(isValidTwilioSignature('', URL, PARAMS, good)).toBe(false);
  });

  it("accepts the URL with or without its default port, as Twilio's SDK does", () => {
    const good = twilioSignature(TOKEN, URL, PARAMS);
    expect(isValidTwilioSignature(TOKEN, 'https://mycompany.com:443/myapp.php?foo=1&bar=2', PARAMS, good)).toBe(true);
    expect(isValidTwilioSignature(TOKEN, URL, PARAMS, 'kvajT1Ptam85bY51eRf/AJRuM3w=')).toBe(true); // signed with :443
    expect(isValidTwilioSignature(TOKEN, 'https://mycompany.com:1234/myapp.php?foo=1&bar=2', PARAMS, good)).toBe(false);
  });
});

describe('Twilio media URLs', () => {
  const account = `AC${'a'.repeat(32)}`;
  const media = `https://api.twilio.com/2010-04-01/Accounts/${account}/Messages/MM${'b'.repeat(32)}/Media/ME${'c'.repeat(32)}`;

  it("accepts only our account's media on api.twilio.com over https", () => {
    expect(isTwilioMediaUrl(media, account)).toBe(true);
    expect(isTwilioMediaUrl(media.replace('https:', 'http:'), account)).toBe(false);
    expect(isTwilioMediaUrl(media.replace('api.twilio.com', 'api.twilio.com.evil.example'), account)).toBe(false);
    expect(isTwilioMediaUrl(media.replace('api.twilio.com', 'evil.example/api.twilio.com'), account)).toBe(false);
    expect(isTwilioMediaUrl(media, `AC${'d'.repeat(32)}`)).toBe(false);
    expect(isTwilioMediaUrl(`${media}?redirect=https://evil.example`, account)).toBe(false);
    expect(isTwilioMediaUrl(`${media}/../../x`, account)).toBe(false);
    expect(isTwilioMediaUrl('http://127.0.0.1:3000/api/dev/outbox', account)).toBe(false);
    expect(isTwilioMediaUrl('https://user@api.twilio.com/2010-04-01/', account)).toBe(false);
  });
});

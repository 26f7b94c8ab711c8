import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInForTest } from '@/testing/test-utils';
import { Sidebar } from './sidebar';

describe('the menu', () => {
  it('shows who is signed in by the name the onboarding stored, beside the phone (issue 29)', async () => {
    signInForTest({ name: '', phone: '+51987654321' });
    mockApi({
      'GET /app-config': { body: { coach_whatsapp_number: '51999999999' } },
      'GET /preferences/recommendation-type': { body: { data: { recommendation_type: 'flex' } } },
      'GET /user/info': {
        body: { personal_info: { name: 'Lucía Fernanda', age: 45, gender: 'female', height: 163, weight: 82.5 } },
      },
    });
    renderWithProviders(<Sidebar blocked={false} />);
    expect(await screen.findByText('Lucía Fernanda')).toBeTruthy();
    expect(screen.getByText('+51987654321')).toBeTruthy();
  });
});

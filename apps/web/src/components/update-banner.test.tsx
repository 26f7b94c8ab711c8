import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceUpdate, useAppUpdate } from '@/lib/pwa/update-store';
import { UpdateBanner } from './update-banner';

afterEach(() => {
  cleanup();
  useAppUpdate.setState({ waiting: false, update: () => {} });
});

describe('the new-version banner', () => {
  it('shows nothing until a new version waits', () => {
    render(<UpdateBanner />);
    expect(screen.queryByText('Hay una nueva versión')).toBeNull();
  });

  it("offers 'Actualizar', which switches to the waiting version", () => {
    const update = vi.fn(() => Promise.resolve());
    announceUpdate(update);
    render(<UpdateBanner />);
    expect(screen.getByText('Hay una nueva versión')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(update).toHaveBeenCalledOnce();
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker';

afterEach(cleanup);

describe('the date picker (docs/product.md §2.6, §5)', () => {
  it('has today as its maximum and names the day in Spanish', () => {
    render(<DatePicker value="2026-05-11" today="2026-05-14" onChange={() => {}} />);
    const input = screen.getByLabelText('Fecha') as HTMLInputElement;
    expect(input.max).toBe('2026-05-14');
    expect(input.value).toBe('2026-05-11');
    expect(screen.getByText('Lunes 11 de mayo')).toBeTruthy();
  });

  it('names a past day short on phones, so that the picker and the + fit a 360 px screen (issue 29)', () => {
    render(<DatePicker value="2026-11-24" today="2026-11-27" onChange={() => {}} />);
    const short = screen.getByText('Mar 24 nov');
    const long = screen.getByText('Martes 24 de noviembre');
    expect(short.className).toContain('sm:hidden');
    expect(long.className).toContain('hidden sm:inline');
  });

  it('turns an emptied picker into null, and ignores a future day typed past the maximum', () => {
    const onChange = vi.fn();
    render(<DatePicker value="2026-05-11" today="2026-05-14" onChange={onChange} />);
    const input = screen.getByLabelText('Fecha') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2026-05-20' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('2026-05-11');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe('');
  });

  it('steps a day back, and forward only up to today', () => {
    const onChange = vi.fn();
    const { rerender } = render(<DatePicker value="2026-05-13" today="2026-05-14" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Día anterior' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-05-12');
    fireEvent.click(screen.getByRole('button', { name: 'Día siguiente' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-05-14');
    rerender(<DatePicker value={null} today="2026-05-14" onChange={onChange} />);
    expect(screen.getByText('Hoy')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Día siguiente' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

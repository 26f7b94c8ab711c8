import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { RestrictionStep } from './restriction-step';

afterEach(cleanup);

function renderStep() {
  const onContinue = vi.fn();
  render(<RestrictionStep finishing={false} onContinue={onContinue} />);
  return onContinue;
}

describe('/restriction form', () => {
  it("enables the 'Otra' text only while Otra is checked, and unchecking clears it", async () => {
    renderStep();
    const text = screen.getByLabelText('¿Cuál otra alergia?') as HTMLInputElement;
    expect(text.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Otra' }));
    expect(text.disabled).toBe(false);
    fireEvent.change(text, { target: { value: 'fresas' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Otra' }));
    expect(text.disabled).toBe(true);
    expect(text.value).toBe('');
  });

  it("saves on the page's Continue: allergy keys, the trimmed other text and the eating style", () => {
    const onContinue = renderStep();
    expect((screen.getByRole('radio', { name: 'No tengo restricciones' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lácteos' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Frutos secos' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Otra' }));
    fireEvent.change(screen.getByLabelText('¿Cuál otra alergia?'), { target: { value: '  kiwi ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Vegano' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onContinue).toHaveBeenCalledWith({ allergies: ['dairy', 'nuts', 'kiwi'], dislikes: [], eating_style: 'vegan' });
  });

  it('does nothing when the form itself is submitted (Enter in the text field)', () => {
    const onContinue = renderStep();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Otra' }));
    fireEvent.submit(screen.getByLabelText('¿Cuál otra alergia?'));
    expect(onContinue).not.toHaveBeenCalled();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { RestrictionStep } from './restriction-step';

afterEach(cleanup);

function renderStep(props: Partial<ComponentProps<typeof RestrictionStep>> = {}) {
  const onContinue = vi.fn();
  render(<RestrictionStep finishing={false} onContinue={onContinue} {...props} />);
  return onContinue;
}

const ALLERGY_NAMES = ['Lácteos', 'Gluten', 'Mariscos', 'Frutos secos', 'Huevo', 'Otra'];
const STYLE_NAMES = ['No tengo restricciones', 'Vegetariano', 'Vegano'];
/** The names of the options of `role` that are checked. */
const checked = (role: 'checkbox' | 'radio') =>
  (role === 'checkbox' ? ALLERGY_NAMES : STYLE_NAMES).filter(
    (name) => (screen.getByRole(role, { name }) as HTMLInputElement).checked,
  );

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
    expect(onContinue).toHaveBeenCalledWith({
      allergies: ['dairy', 'nuts', 'kiwi'],
      dislikes: [],
      eating_style: 'vegan',
    });
  });

  it('does nothing when the form itself is submitted (Enter in the text field)', () => {
    const onContinue = renderStep();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Otra' }));
    fireEvent.submit(screen.getByLabelText('¿Cuál otra alergia?'));
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('starts from what was saved: ticked checkboxes, Otra with its text, the eating style', () => {
    const onContinue = renderStep({
      saved: { allergies: ['shellfish', 'kiwi', 'egg'], dislikes: [], eating_style: 'vegetarian' },
    });
    expect(checked('checkbox')).toEqual(['Mariscos', 'Huevo', 'Otra']);
    expect(checked('radio')).toEqual(['Vegetariano']);
    expect((screen.getByLabelText('¿Cuál otra alergia?') as HTMLInputElement).value).toBe('kiwi');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Huevo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onContinue).toHaveBeenCalledWith({
      allergies: ['shellfish', 'kiwi'],
      dislikes: [],
      eating_style: 'vegetarian',
    });
  });

  it('shows only a spinner while loading, and an error above the empty form when the load failed', () => {
    renderStep({ loading: true });
    expect(screen.getByRole('status', { name: 'Cargando tus alergias…' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
    cleanup();

    renderStep({ loadFailed: true });
    expect(screen.getByRole('alert').textContent).toBe(
      'Error al cargar tus alergias guardadas. Puedes marcarlas de nuevo.',
    );
    expect(checked('checkbox')).toEqual([]);
    expect(checked('radio')).toEqual(['No tengo restricciones']);
  });
});

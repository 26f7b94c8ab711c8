import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '@/testing/test-utils';
import { EditableTime } from './editable-time';

function Harness({ onSave }: { onSave: (value: string) => void }) {
  const [value, setValue] = useState('08:00');
  return (
    <EditableTime
      label="Desayuno"
      value={value}
      onSave={(next) => {
        setValue(next);
        onSave(next);
      }}
    />
  );
}

const openEditor = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Desayuno: 08:00. Cambiar hora' }));
  return screen.getByLabelText('Hora de desayuno') as HTMLInputElement;
};

describe('editing a reminder time', () => {
  it('saves the new time on Enter and shows it', () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    const input = openEditor();
    expect(input.value).toBe('08:00');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: '09:15' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledExactlyOnceWith('09:15');
    expect(screen.queryByLabelText('Hora de desayuno')).toBeNull();
    const display = screen.getByRole('button', { name: 'Desayuno: 09:15. Cambiar hora' });
    expect(document.activeElement).toBe(display);
  });

  it('cancels on Escape: nothing is saved and the old time stays', () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    const input = openEditor();
    fireEvent.change(input, { target: { value: '11:45' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Hora de desayuno')).toBeNull();
    expect(screen.getByRole('button', { name: 'Desayuno: 08:00. Cambiar hora' })).toBeTruthy();
  });

  it('saves with the tick and cancels with the cross, for touch screens', () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    fireEvent.change(openEditor(), { target: { value: '07:05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(openEditor(), { target: { value: '07:05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar hora' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith('07:05');
  });

  it('does not save an empty time, and says why', () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    const input = openEditor();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('La hora debe tener el formato HH:MM');
  });

  it('does not send a time that did not change', () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    fireEvent.keyDown(openEditor(), { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
  });
});

import { CODE_LENGTH } from '@nutricoach/core/constants/auth';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { cn } from '@/components/ui/cn';

type CodeInputProps = {
  /** One entry per box: a single digit or ''. */
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  invalid?: boolean;
  /** Changing this value focuses the first empty box (e.g. after a failed attempt). */
  focusKey?: number;
};

export function emptyCode(): string[] {
  return Array.from({ length: CODE_LENGTH }, () => '');
}

const WHOLE_CODE = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** Six one-digit boxes: typing advances, Backspace on an empty box goes back, a 6-digit paste fills all. */
export function CodeInput({ digits, onChange, disabled, autoFocus, invalid, focusKey }: CodeInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  useEffect(() => {
    if (focusKey === undefined && !autoFocus) return;
    const firstEmpty = digits.findIndex((digit) => !digit);
    focusBox(firstEmpty === -1 ? 0 : firstEmpty);
    // Only on mount and when the parent asks again through focusKey.
  }, [focusKey]);

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next);
  };

  const handleChange = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    // Keyboards and password managers offering the SMS code put all six digits in one box.
    if (WHOLE_CODE.test(typed)) {
      onChange(typed.split(''));
      focusBox(CODE_LENGTH - 1);
      return;
    }
    if (!raw) return setDigit(index, '');
    if (!typed) return;
    // Typing into a full box: keep the new digit, wherever the caret was.
    const previous = digits[index];
    const fresh = previous && typed.length > 1 ? typed.replace(previous, '') : typed;
    setDigit(index, fresh.slice(-1));
    if (index < CODE_LENGTH - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').trim();
    if (!WHOLE_CODE.test(pasted)) return;
    onChange(pasted.split(''));
    focusBox(CODE_LENGTH - 1);
  };

  return (
    <fieldset aria-label="Código de verificación" className="flex w-full min-w-0 justify-between gap-1.5 sm:gap-2">
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder: the index is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Dígito ${index + 1} de ${CODE_LENGTH}`}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
          className={cn(
            'h-14 w-full min-w-0 max-w-14 rounded-xl border bg-white text-center text-2xl font-semibold tabular-nums text-ink shadow-xs transition-colors',
            'focus:border-primary-600 focus:outline-none focus:ring-4 focus:ring-primary-600/15 disabled:bg-gray-50 disabled:text-gray-400',
            invalid ? 'border-red-400' : digit ? 'border-primary-300' : 'border-gray-300',
          )}
        />
      ))}
    </fieldset>
  );
}

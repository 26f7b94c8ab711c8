import { useState } from 'react';

/** The latest non-null value: what a closing sheet keeps showing while it animates away. */
export function useLastValue<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}

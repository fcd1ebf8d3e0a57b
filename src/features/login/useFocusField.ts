import { useEffect, useRef } from 'react';
import type { LoginField } from '../../domain/session/loginRules.ts';

/** Moves the cursor to the field the form machine asks for; the machine decides, the view only focuses. */
export function useFocusField(focus: { field: LoginField; count: number } | null) {
  const fields = useRef(new Map<LoginField, HTMLElement>());
  useEffect(() => {
    if (focus) fields.current.get(focus.field)?.focus();
  }, [focus]);
  return (field: LoginField) => (element: HTMLElement | null) => {
    if (element) fields.current.set(field, element);
    else fields.current.delete(field);
  };
}
